import { describe, expect, it } from "vitest";
import { ApiError } from "../../kit/api/client";
import { NoPaymentError, REGISTRATION_RETRIES, REGISTRATION_WAIT_MS, registerWithRetry } from "./registerWithRetry";

const notPaid = () => new ApiError(402, null, undefined);

/** A register call answering 402 `unpaid` times, then `last` (success when undefined); and a timer that only records. */
function setUp(unpaid: number, last?: Error) {
  const waits: number[] = [];
  let calls = 0;
  const register = async () => {
    calls += 1;
    if (calls <= unpaid) throw notPaid();
    if (last) throw last;
  };
  return { register, wait: async (ms: number) => void waits.push(ms), waits, calls: () => calls };
}

describe("registerWithRetry", () => {
  it("waits 5 s after the payment, then registers", async () => {
    const { register, wait, waits, calls } = setUp(0);
    await registerWithRetry("anna.se", register, { wait });
    expect(waits).toEqual([REGISTRATION_WAIT_MS]);
    expect(REGISTRATION_WAIT_MS).toBe(5000);
    expect(calls()).toBe(1);
  });

  it("registers at once when nothing was paid just now (a registration already bought)", async () => {
    const { register, wait, waits } = setUp(0);
    await registerWithRetry("anna.se", register, { wait, afterPayment: false });
    expect(waits).toEqual([]);
  });

  it("retries 5 s apart while the payment is not confirmed", async () => {
    const { register, wait, waits, calls } = setUp(3);
    await registerWithRetry("anna.se", register, { wait });
    expect(calls()).toBe(4);
    expect(waits).toEqual(Array(4).fill(REGISTRATION_WAIT_MS));
  });

  it("gives up with a no-payment error after 10 retries", async () => {
    const { register, wait, calls } = setUp(100);
    await expect(registerWithRetry("anna.se", register, { wait })).rejects.toBeInstanceOf(NoPaymentError);
    expect(REGISTRATION_RETRIES).toBe(10);
    expect(calls()).toBe(1 + REGISTRATION_RETRIES);
  });

  it("succeeds on the last retry", async () => {
    const { register, wait, calls } = setUp(REGISTRATION_RETRIES);
    await registerWithRetry("anna.se", register, { wait });
    expect(calls()).toBe(1 + REGISTRATION_RETRIES);
  });

  it("stops at once on any other failure", async () => {
    const failure = new ApiError(502, null, "registrar down");
    const { register, wait, calls } = setUp(2, failure);
    await expect(registerWithRetry("anna.se", register, { wait })).rejects.toBe(failure);
    expect(calls()).toBe(3);
  });
});
