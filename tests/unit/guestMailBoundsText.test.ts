import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../src/domain/languages";
import { mailBoundsText } from "../../src/web/editor/guestList/mail/boundsText";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("the send dialog's statement of the mail bounds", () => {
  it("names the daily bound, a new account's, its days and the site's total, in Swedish", () => {
    expect(plain(mailBoundsText("sv"))).toBe(
      "Sidan kan skicka högst 1 000 mejl per dygn (200 per dygn under kontots första 7 dagar) och 5 000 mejl totalt. Mejl som redan har skickats räknas, även om gästlistan har tagits bort.",
    );
  });

  it("is written in every language of the owner's app, with every figure filled in", () => {
    for (const language of UI_LANGUAGES) {
      const text = plain(mailBoundsText(language));
      expect(text, language).not.toMatch(/[{}]/);
      for (const figure of ["1", "000", "200", "7", "5"]) expect(text, language).toContain(figure);
    }
  });
});
