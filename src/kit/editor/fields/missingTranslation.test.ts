import { describe, expect, it } from "vitest";
import { isBlankHtml } from "../../guestPage/ui/blankHtml";
import { isBlankText, writtenOnlyIn } from "./missingTranslation";

describe("writtenOnlyIn", () => {
  it("names the languages a text is written in when it is missing in the one being edited", () => {
    expect(writtenOnlyIn({ sv: "Välkomna", en: " " }, "en", ["sv", "en", "da"], isBlankText)).toEqual(["sv"]);
    expect(writtenOnlyIn({ sv: "<p>Hej</p>", da: "<p>Hej</p>", en: "<p><br></p>" }, "en", ["sv", "en", "da"], isBlankHtml)).toEqual(["sv", "da"]);
  });

  it("says nothing when the text is there, missing everywhere, or the site has one language", () => {
    expect(writtenOnlyIn({ sv: "Hej", en: "Hi" }, "en", ["sv", "en"], isBlankText)).toEqual([]);
    expect(writtenOnlyIn({}, "en", ["sv", "en"], isBlankText)).toEqual([]);
    expect(writtenOnlyIn({ sv: "Hej" }, "sv", ["sv"], isBlankText)).toEqual([]);
  });

  it("ignores text kept for a language the site no longer has", () => {
    expect(writtenOnlyIn({ fi: "Hei" }, "sv", ["sv", "en"], isBlankText)).toEqual([]);
  });
});
