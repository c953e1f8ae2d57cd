import { describe, expect, it } from "vitest";
import type { FundTotal, Gift, ThankYouTexts } from "../../api/gifts";
import { fundTotalText, giftAmountText, giftSheet, giftShown, giftsThanked, giverText, thankedGiftsText, thankYouDraft, thankYouLanguage, unreceivedPledgeIds, type GiftFilter } from "./giftList";
import { GIFT_LIST_TEXTS } from "./texts";

const sv = GIFT_LIST_TEXTS.sv;
/** Intl writes a narrow no-break space between thousands; the tests read it as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const gift = (fields: Partial<Gift>): Gift => ({
  id: "g1",
  kind: "contribution",
  moduleId: "m1",
  itemId: "i1",
  itemTitle: "Bröllopsresan",
  itemKind: "fund",
  amount: 500,
  quantity: null,
  giverName: "Anna",
  householdId: null,
  householdName: null,
  mail: null,
  greeting: "Grattis!",
  language: "sv",
  createdAt: "2026-05-03T10:00:00.000Z",
  receivedAt: null,
  thankedAt: null,
  ...fields,
});

describe("the couple's gift list", () => {
  const pledge = gift({ id: "p1" });
  const received = gift({ id: "p2", receivedAt: "2026-05-04T10:00:00.000Z" });
  const thanked = gift({ id: "p3", receivedAt: "2026-05-04T10:00:00.000Z", thankedAt: "2026-05-05T10:00:00.000Z" });
  const reservation = gift({ id: "r1", kind: "reservation", itemKind: "thing", itemTitle: "Kaffekopp", amount: null, quantity: 2 });
  const all = [pledge, received, thanked, reservation];
  const shown = (filter: GiftFilter) => all.filter((each) => giftShown(each, filter)).map((each) => each.id);

  it("filters the not thanked and the not received; a reservation is never waiting to be received", () => {
    expect(shown("all")).toEqual(["p1", "p2", "p3", "r1"]);
    expect(shown("notThanked")).toEqual(["p1", "p2", "r1"]);
    expect(shown("notReceived")).toEqual(["p1"]);
  });

  it("marks as received only the shown pledges not yet received", () => {
    expect(unreceivedPledgeIds(all)).toEqual(["p1"]);
    expect(unreceivedPledgeIds([reservation, thanked])).toEqual([]);
  });

  it("names the giver, the household of a personal link, or Anonym", () => {
    expect(giverText(gift({ giverName: "Anna" }), sv)).toBe("Anna");
    expect(giverText(gift({ giverName: null, householdName: "Familjen Berg" }), sv)).toBe("Familjen Berg");
    expect(giverText(gift({ giverName: "Anna", householdName: "Familjen Berg" }), sv)).toBe("Anna (Familjen Berg)");
    expect(giverText(gift({ giverName: "  ", householdName: null }), sv)).toBe("Anonym");
    expect(giverText(gift({ giverName: null }), GIFT_LIST_TEXTS.en)).toBe("Anonymous");
  });

  it("says how much in kronor of the site's currency, or how many", () => {
    expect(plain(giftAmountText(gift({ amount: 4500 }), "SEK", "sv", sv))).toBe("4 500 kr");
    expect(plain(giftAmountText(gift({ amount: 500 }), "DKK", "da", GIFT_LIST_TEXTS.da))).toBe("500 kr.");
    expect(giftAmountText(reservation, "SEK", "sv", sv)).toBe("2 st");
  });

  it("totals a fund: promised, received and its goal", () => {
    const fund: FundTotal = { moduleId: "m1", itemId: "i1", title: "Bröllopsresan", goal: 30000, given: 4500, received: 3000 };
    expect(plain(fundTotalText(fund, "SEK", "sv", sv))).toBe("Bröllopsresan: 4 500 kr utlovat, 3 000 kr mottaget av 30 000 kr");
    expect(plain(fundTotalText({ ...fund, goal: null }, "SEK", "sv", sv))).toBe("Bröllopsresan: 4 500 kr utlovat, 3 000 kr mottaget");
    expect(plain(fundTotalText(fund, "SEK", "en", GIFT_LIST_TEXTS.en))).toBe("Bröllopsresan: SEK 4,500 promised, SEK 3,000 received of SEK 30,000");
  });

  it("drafts one thank-you for the giver in the giver's language, naming the gifts it thanks for", () => {
    const templates: ThankYouTexts = {
      sv: { subject: "Tack, {name}!", body: "Tack för {gift} ({amount})." },
      en: { subject: "Thank you, {name}!", body: "Thank you for {gift} ({amount})." },
      da: { subject: "Tak, {name}!", body: "Tak for {gift} ({amount})." },
    };
    const english = gift({ language: "en", amount: 1000, giverName: "Sam" });
    const language = thankYouLanguage(english, "sv");
    expect(language).toBe("en");
    const draft = thankYouDraft([english], templates, "SEK", language);
    expect({ ...draft, body: plain(draft.body) }).toEqual({ subject: "Thank you, Sam!", body: "Thank you for Bröllopsresan (SEK 1,000)." });
    expect(thankYouLanguage(gift({ language: "fi" }), "da")).toBe("da");
    expect(thankYouLanguage(gift({ language: null }), "sv")).toBe("sv");
    // A thing alone has no amount, as in the mail the server fills.
    expect(thankYouDraft([reservation], templates, "SEK", "sv")).toEqual({ subject: "Tack, Anna!", body: "Tack för Kaffekopp ()." });

    // The Bergs' pledge and reservation: one draft for both, the pledge already thanked left out until sent again.
    const berg = { householdId: "h1", householdName: "Familjen Berg" };
    const pledged = gift({ ...berg, id: "b1", createdAt: "2026-05-01T10:00:00.000Z" });
    const reserved = gift({ ...berg, id: "b2", kind: "reservation", itemTitle: "Kaffekopp", amount: null, quantity: 1, createdAt: "2026-05-02T10:00:00.000Z" });
    const thankedBefore = gift({ ...berg, id: "b3", itemTitle: "Soffan", amount: 2000, thankedAt: "2026-05-05T10:00:00.000Z" });
    const list = [reserved, pledge, thankedBefore, pledged];
    const named = giftsThanked(list, reserved, false);
    expect(named.map((each) => each.id)).toEqual(["b1", "b2"]);
    expect(plain(thankYouDraft(named, templates, "SEK", "sv").body)).toBe("Tack för Bröllopsresan och Kaffekopp (500 kr).");
    expect(plain(thankedGiftsText(named, "SEK", "sv"))).toBe("Bröllopsresan (500 kr), Kaffekopp");
    expect(giftsThanked(list, reserved, true).map((each) => each.id)).toEqual(["b1", "b2", "b3"]);
  });

  it("exports the list's columns, one row per gift", () => {
    const sheet = giftSheet([thanked, reservation], "SEK", "sv", sv);
    expect(sheet.sheetName).toBe("Gåvor");
    expect(sheet.header).toEqual(["Från", "Gåva", "Belopp", "Hälsning", "Datum", "Mottagen", "Tackad"]);
    expect(sheet.rows.map((row) => row.map(plain))).toEqual([
      ["Anna", "Bröllopsresan", "500 kr", "Grattis!", "2026-05-03", "2026-05-04", "2026-05-05"],
      ["Anna", "Kaffekopp", "2 st", "Grattis!", "2026-05-03", "", ""],
    ]);
  });
});
