import { describe, expect, it } from "vitest";
import { guestListOverview, type OverviewSource } from "./overview";

const household = (over: Partial<OverviewSource["households"][number]>): OverviewSource["households"][number] => ({
  id: "h1",
  name: "Familjen Berg",
  address: null,
  tags: [],
  eventIds: ["dinner"],
  link: null,
  linkFirstOpenedAt: null,
  answeredAt: "2026-05-01T10:00:00.000Z",
  changedAt: null,
  replies: 1,
  remindersStoppedAt: null,
  openAnswers: [],
  guests: [
    { id: "anna", name: "Anna", child: false },
    { id: "olle", name: "Olle", child: true },
  ],
  latestReply: { message: "", guests: [{ guestId: "anna", attending: { dinner: true, party: true }, dietary: "Vegan" }] },
  ...over,
});

describe("who is coming, counted", () => {
  it("counts a guest added after the reply as not answered, and an event the household is no longer invited to not at all", () => {
    const overview = guestListOverview({ events: [{ id: "dinner", name: { sv: "Middag" } }, { id: "party", name: { sv: "Fest" } }], households: [household({})] });
    expect(overview.events).toEqual([
      { id: "dinner", name: { sv: "Middag" }, guests: { coming: 1, notComing: 0, notAnswered: 1 }, households: { coming: 1, notComing: 0, notAnswered: 0 } },
      { id: "party", name: { sv: "Fest" }, guests: { coming: 0, notComing: 0, notAnswered: 0 }, households: { coming: 0, notComing: 0, notAnswered: 0 } },
    ]);
    expect(overview.households[0]!.guests.map((guest) => guest.attending)).toEqual([{ dinner: true }, { dinner: null }]);
    expect(overview.dietary).toEqual([{ guestId: "anna", guestName: "Anna", householdId: "h1", householdName: "Familjen Berg", dietary: "Vegan", eventIds: ["dinner"] }]);
  });

  it("tells a household matched to an open-form send apart from one that has not answered, without counting it", () => {
    const overview = guestListOverview({ events: [], households: [household({ replies: 0, answeredAt: null, latestReply: null, openAnswers: [{ groupIdentifier: "g", createdAt: "2026-05-01T10:00:00.000Z", guests: 2 }] })] });
    expect(overview.households[0]!.status).toBe("openForm");
    expect(overview.events[0]!.guests).toEqual({ coming: 0, notComing: 0, notAnswered: 2 });
  });

  it("counts a household invited to no event by its whole-day answer, as its page asks, beside the site's events", () => {
    const events = [{ id: "dinner", name: { sv: "Middag" } }];
    const uninvited = household({ id: "h2", eventIds: [], latestReply: { message: "", guests: [{ guestId: "anna", attending: { day: true }, dietary: "" }, { guestId: "olle", attending: { day: false }, dietary: "" }] } });
    const overview = guestListOverview({ events, households: [household({}), uninvited] });
    expect(overview.events.map((event) => [event.id, event.guests])).toEqual([
      ["dinner", { coming: 1, notComing: 0, notAnswered: 1 }],
      ["day", { coming: 1, notComing: 1, notAnswered: 0 }],
    ]);
    expect(overview.households[1]!.eventIds).toEqual(["day"]);
    expect(guestListOverview({ events, households: [household({})] }).events.map((event) => event.id)).toEqual(["dinner"]);
  });
});
