import { describe, expect, it } from "vitest";
import { replyDeadline } from "./deadline";

describe("the reply deadline in an RSVP text", () => {
  it("finds a date written after a deadline word, in Swedish, English and Danish", () => {
    expect(replyDeadline("<p>Svara senast den 1 april. Svara för hela sällskapet.</p>")).toBe("1 april");
    expect(replyDeadline("<p>Please reply by 1 April 2027, for your whole party.</p>")).toBe("1 April 2027");
    expect(replyDeadline("<p>Please reply by <strong>May 3rd</strong>.</p>")).toBe("May 3rd");
    expect(replyDeadline("<p>Svar senest 1. maj</p>")).toBe("1. maj");
    expect(replyDeadline("OSA före 2027-05-01 till oss")).toBe("2027-05-01");
    expect(replyDeadline("OSA senast&nbsp;15/5")).toBe("15/5");
  });

  it("leaves out the wedding's own date and relative deadlines", () => {
    expect(replyDeadline("<p>Vi gifter oss den 12 juni 2027 i Saltsjöbaden.</p>")).toBeNull();
    expect(replyDeadline("<p>Svara gärna senast en månad innan.</p>")).toBeNull();
    expect(replyDeadline("<p>Anmäl dig senast två veckor innan.</p>")).toBeNull();
    expect(replyDeadline("")).toBeNull();
  });
});
