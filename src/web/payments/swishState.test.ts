import { describe, expect, it } from "vitest";
import { initialSwishState, swishReducer, type SwishEvent, type SwishState } from "./swishState";

const run = (...events: SwishEvent[]) => events.reduce<SwishState>(swishReducer, initialSwishState);
const started: SwishEvent = { type: "started", swishId: "S1", reference: "R1" };

describe("the Swish client states (spec 1, section 4)", () => {
  it("waits in state 1 while the status is NOT_SET, and stays there when paid for the dialog to finish", () => {
    expect(run(started)).toEqual({ phase: 1, swishId: "S1", reference: "R1" });
    expect(run(started, { type: "polled", swishId: "S1", answer: { status: "NOT_SET" } })).toEqual({ phase: 1, swishId: "S1", reference: "R1" });
    expect(run(started, { type: "polled", swishId: "S1", answer: { status: "PAID" } }).phase).toBe(1);
  });

  it.each([
    ["DECLINED", undefined, { kind: "declined" }],
    ["CANCELLED", undefined, { kind: "cancelled" }],
    ["ERROR", "Betalningen nekades av banken.", { kind: "text", text: "Betalningen nekades av banken." }],
    ["ERROR", undefined, { kind: "unknown" }],
    ["SOMETHING_NEW", undefined, { kind: "unknown" }],
  ])("ends in state 2 on %s with its message", (status, errorMessage, message) => {
    const answer = { status, ...(errorMessage ? { errorMessage } : {}) } as never;
    expect(run(started, { type: "polled", swishId: "S1", answer })).toEqual({ phase: 2, message });
  });

  it("ends with the time-out message, and a failed poll with the start-failure message", () => {
    expect(run(started, { type: "timedOut", swishId: "S1" })).toEqual({ phase: 2, message: { kind: "timeout" } });
    expect(run(started, { type: "pollFailed", swishId: "S1" })).toEqual({ phase: 2, message: { kind: "startFailed" } });
  });

  it("stays in state 0 with the 422's validationMessage, or the generic start failure", () => {
    expect(run({ type: "startFailed", validationMessage: "Ogiltigt nummer" })).toEqual({ phase: 0, startError: { kind: "text", text: "Ogiltigt nummer" } });
    expect(run({ type: "startFailed" })).toEqual({ phase: 0, startError: { kind: "startFailed" } });
    expect(run({ type: "startFailed" }, started).phase).toBe(1);
  });

  it("goes back to 0 on cancel or retry, and ignores late answers for the abandoned payment", () => {
    expect(run(started, { type: "reset" })).toEqual(initialSwishState);
    expect(run(started, { type: "polled", swishId: "S1", answer: { status: "DECLINED" } }, { type: "reset" })).toEqual(initialSwishState);
    expect(run(started, { type: "reset" }, { type: "polled", swishId: "S1", answer: { status: "DECLINED" } })).toEqual(initialSwishState);
    const again = run(started, { type: "reset" }, { type: "started", swishId: "S2", reference: "R2" }, { type: "timedOut", swishId: "S1" });
    expect(again).toEqual({ phase: 1, swishId: "S2", reference: "R2" });
  });
});
