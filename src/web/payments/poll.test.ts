import { describe, expect, it } from "vitest";
import { CARD_POLL_INTERVAL_MS, CARD_POLL_TIMEOUT_MS, SWISH_POLL_INTERVAL_MS, SWISH_POLL_TIMEOUT_MS } from "../../domain/payments/payments";
import { pollUntil, type Clock } from "./poll";

/** A clock whose sleeps pass at once, recording when each check was made. */
function fakeClock() {
  let now = 0;
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
  return { clock, at: () => now };
}

describe("polling (spec 1, section 9)", () => {
  it.each([
    ["card", CARD_POLL_INTERVAL_MS, CARD_POLL_TIMEOUT_MS, 51],
    ["Swish", SWISH_POLL_INTERVAL_MS, SWISH_POLL_TIMEOUT_MS, 61],
  ])("asks the %s payment at once and then every interval, and gives up after the time-out", async (_kind, intervalMs, timeoutMs, checks) => {
    const { clock, at } = fakeClock();
    const times: number[] = [];
    const outcome = await pollUntil(async () => (times.push(at()), false), { intervalMs, timeoutMs, signal: new AbortController().signal, clock });
    expect(outcome).toBe("timeout");
    expect(times).toHaveLength(checks);
    expect(times[1]).toBe(intervalMs);
    expect(times.at(-1)).toBe(timeoutMs);
  });

  it("stops as soon as the answer is yes", async () => {
    const { clock, at } = fakeClock();
    let calls = 0;
    const outcome = await pollUntil(async () => ++calls === 3, { intervalMs: 3000, timeoutMs: 150_000, signal: new AbortController().signal, clock });
    expect(outcome).toBe("done");
    expect(calls).toBe(3);
    expect(at()).toBe(6000);
  });

  it("rejects when a check fails or the dialog closes", async () => {
    const { clock } = fakeClock();
    const failing = pollUntil(() => Promise.reject(new Error("503")), { intervalMs: 3000, timeoutMs: 150_000, signal: new AbortController().signal, clock });
    await expect(failing).rejects.toThrow("503");

    const controller = new AbortController();
    const closed = pollUntil(async () => (controller.abort(new Error("closed")), false), { intervalMs: 3000, timeoutMs: 150_000, signal: controller.signal, clock });
    await expect(closed).rejects.toThrow("closed");
  });
});
