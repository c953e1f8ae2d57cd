import { describe, expect, it } from "vitest";
import { wizardData, type WizardDataInput } from "../../src/domain/wizard";
import { replyDeadline } from "../../src/modules/rsvp/deadline";
import { savedSiteDocument, type SiteDocument } from "../../src/modules/siteDocument";
import { wizardDocument } from "../../src/modules/starter/documents";
import { IMAGES, moduleOf, NOW } from "./starterFixtures";

const generated = (input: WizardDataInput): SiteDocument => savedSiteDocument.parse(wizardDocument(wizardData.parse(input), IMAGES, NOW));

describe("the wedding RSVP the wizard makes", () => {
  it("asks each guest for a message to the couple, in every language of the page", () => {
    const rsvp = moduleOf(generated({ languages: ["sv", "en", "da", "no", "fi"] }), "Rsvp");
    const message = rsvp.form.formElements.find((element) => element.id === "message");
    expect(message).toMatchObject({ formElementType: "ShortText", required: false, showConditions: [] });
    expect(message!.label).toEqual({
      sv: "Meddelande till brudparet",
      en: "A message to the couple",
      da: "En hilsen til brudeparret",
      no: "En hilsen til brudeparet",
      fi: "Viesti hääparille",
    });
  });

  it("names the reply deadline the couple gave, where the guest page shows it", () => {
    const document = generated({ languages: ["sv", "en", "da"], rsvpDeadline: "2027-04-01" });
    const text = moduleOf(document, "Rsvp").text;
    expect(replyDeadline(text.sv!)).toBe("1 april 2027");
    expect(replyDeadline(text.en!)).toBe("1 April 2027");
    expect(replyDeadline(text.da!)).toBe("1. april 2027");
    expect(document.wizardData?.rsvpDeadline).toBe("2027-04-01");
  });

  it("names no deadline when none was given, and refuses one that is no date", () => {
    expect(replyDeadline(moduleOf(generated({ languages: ["sv"] }), "Rsvp").text.sv!)).toBeNull();
    expect(wizardData.safeParse({ rsvpDeadline: "1 april" }).success).toBe(false);
  });
});
