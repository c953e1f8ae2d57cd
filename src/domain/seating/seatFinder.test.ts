import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldName, seatQuery, seatsShownFrom } from "./seatFinder";

describe("the seat search's folding", () => {
  it("folds å, ä, ö and their Danish and accented kin in either case, as the database does", () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(foldName("Åsa Öberg")).toBe("asa oberg");
    expect(foldName("MÄRTA  ÄRLIG")).toBe("marta arlig");
    expect(foldName("Søren Ærø")).toBe("soren aro");
    expect(foldName("Anna-Karin Hélène")).toBe("anna karin helene");
    // A name typed decomposed (å as a + ring) folds as the composed one.
    expect(foldName("A\u030asa")).toBe("asa");
  });

  it("refuses a query too long before any work, and one too short once folded", () => {
    expect(seatQuery(" Åsa ")).toEqual({ query: "asa" });
    expect(seatQuery("as")).toEqual({ refused: "tooShort" });
    expect(seatQuery("  a   ")).toEqual({ refused: "tooShort" });
    expect(seatQuery(undefined)).toEqual({ refused: "tooShort" });
    expect(seatQuery(["Åsa"])).toEqual({ refused: "tooShort" });
    expect(seatQuery("a".repeat(101))).toEqual({ refused: "tooLong" });
  });

  it("shows an event's seats from 00:00 of its day in the site's time zone, an untimed event's always", () => {
    expect(seatsShownFrom("2027-06-12T17:00:00+02:00", "Europe/Stockholm")).toBe(Date.parse("2027-06-12T00:00:00+02:00"));
    expect(seatsShownFrom(null, "Europe/Stockholm")).toBe(-Infinity);
  });
});
