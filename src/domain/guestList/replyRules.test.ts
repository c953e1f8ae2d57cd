import { describe, expect, it } from "vitest";
import { householdReplyInput } from "./reply";
import { replyProblems } from "./replyRules";

const anna = "11111111-1111-4111-8111-111111111111";
const olle = "22222222-2222-4222-8222-222222222222";
const stranger = "33333333-3333-4333-8333-333333333333";
const reply = (guests: { guestId: string; attending: Record<string, boolean> }[]) => householdReplyInput.parse({ guests });

describe("a household's reply against its guests and events", () => {
  it("fits when every guest answers every invited event once", () => {
    expect(replyProblems(reply([{ guestId: anna, attending: { vigsel: true, middag: false } }, { guestId: olle, attending: { vigsel: true, middag: true } }]), [anna, olle], ["vigsel", "middag"])).toEqual([]);
  });

  it("names a guest of another household, a guest answered twice, one left out, a foreign event and an unanswered one", () => {
    const problems = replyProblems(
      reply([
        { guestId: stranger, attending: { vigsel: true } },
        { guestId: anna, attending: { vigsel: true, brunch: true } },
        { guestId: anna, attending: {} },
      ]),
      [anna, olle],
      ["vigsel"],
    );
    expect(problems.map((problem) => problem.field)).toEqual(["guests.0.guestId", "guests.1.attending", "guests.2.guestId", "guests.2.attending", "guests"]);
  });
});
