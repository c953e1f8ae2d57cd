import { describe, expect, it } from "vitest";
import { entriesThanked, fillThankYou, giverOf, thankYouValues, type ThankedGift, type ThankYouEntry } from "./thankYouGiver";

/** Intl writes a no-break space in amounts; the tests read it as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const entry = (fields: Partial<ThankYouEntry> & { id: string }): ThankYouEntry => ({ kind: "contribution", householdId: "h1", createdAt: "2026-05-03T10:00:00.000Z", thankedAt: null, ...fields });
const gift = (fields: Partial<ThankedGift>): ThankedGift => ({ giverName: "Örjan", householdName: "Familjen Ström", title: "Bröllopsresan", amount: null, ...fields });

const trip = gift({ title: "Bröllopsresan", amount: 500 });
const coffee = gift({ title: "Kaffebryggaren" });
const glasses = gift({ title: "Vinglasen", amount: 250 });

describe("one thank-you per giver", () => {
  it("takes the household as the giver, and an entry without one as its own", () => {
    expect(giverOf(entry({ id: "a" }))).toBe(giverOf(entry({ id: "b", kind: "reservation" })));
    expect(giverOf(entry({ id: "a", householdId: null }))).not.toBe(giverOf(entry({ id: "b", householdId: null })));
  });

  it("names the giver's entries not yet thanked, always the named one, oldest first; sent again, all of them", () => {
    const named = entry({ id: "n", createdAt: "2026-05-04T10:00:00.000Z", thankedAt: "2026-05-05T10:00:00.000Z" });
    const older = entry({ id: "o", kind: "reservation", createdAt: "2026-05-01T10:00:00.000Z" });
    const thanked = entry({ id: "t", createdAt: "2026-05-02T10:00:00.000Z", thankedAt: "2026-05-05T10:00:00.000Z" });
    const stranger = entry({ id: "s", householdId: "h2" });
    const alone = entry({ id: "x", householdId: null });
    const all = [named, older, thanked, stranger, alone];
    expect(entriesThanked(all, named, false).map((each) => each.id)).toEqual(["o", "n"]);
    expect(entriesThanked(all, named, true).map((each) => each.id)).toEqual(["o", "t", "n"]);
    expect(entriesThanked(all, alone, false).map((each) => each.id)).toEqual(["x"]);
  });

  it("joins the titles as each language joins a list, and sums the money among them", () => {
    const values = (language: "sv" | "en" | "da") => thankYouValues([trip, coffee, glasses], language, "SEK");
    expect(values("sv").gift).toBe("Bröllopsresan, Kaffebryggaren och Vinglasen");
    expect(values("en").gift).toBe("Bröllopsresan, Kaffebryggaren and Vinglasen");
    expect(values("da").gift).toBe("Bröllopsresan, Kaffebryggaren og Vinglasen");
    expect(thankYouValues([trip, coffee], "sv", "SEK").gift).toBe("Bröllopsresan och Kaffebryggaren");
    expect(plain(values("sv").amount)).toBe("750 kr");
    expect(plain(values("en").amount)).toBe("SEK 750");
    expect(plain(thankYouValues([trip, gift({ amount: 4500 })], "da", "DKK").amount)).toBe("5.000 kr.");
  });

  it("leaves the amount empty for things only, and names a thing reserved twice once", () => {
    expect(thankYouValues([coffee], "sv", "SEK")).toEqual({ name: "Örjan", gift: "Kaffebryggaren", amount: "" });
    expect(thankYouValues([coffee, coffee], "sv", "SEK").gift).toBe("Kaffebryggaren");
  });

  it("names the giver when every entry agrees, else the household", () => {
    expect(thankYouValues([trip, coffee], "sv", "SEK").name).toBe("Örjan");
    expect(thankYouValues([trip, gift({ giverName: "Lisa" })], "sv", "SEK").name).toBe("Familjen Ström");
    expect(thankYouValues([trip, gift({ giverName: null })], "sv", "SEK").name).toBe("Familjen Ström");
    expect(thankYouValues([gift({ giverName: null, householdName: null })], "sv", "SEK").name).toBe("");
  });

  it("bounds each value, so a draft of many placeholders stays small", () => {
    const many = Array.from({ length: 50 }, (_, index) => gift({ giverName: "y".repeat(300), title: `${index}${"x".repeat(300)}` }));
    const values = thankYouValues(many, "sv", "SEK");
    expect(values.name).toHaveLength(200);
    expect(values.gift).toHaveLength(400);
  });

  it("fills the draft's placeholders and keeps unknown ones", () => {
    const values = thankYouValues([trip, coffee], "sv", "SEK");
    expect(fillThankYou({ subject: "Tack {name}!", body: "För {gift} ({amount}) {other}" }, values)).toEqual({
      subject: "Tack Örjan!",
      body: `För Bröllopsresan och Kaffebryggaren (${values.amount}) {other}`,
    });
  });
});
