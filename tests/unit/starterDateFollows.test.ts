import { describe, expect, it } from "vitest";
import { wizardData } from "../../src/domain/wizard";
import { followCountdownDate, isPastDate } from "../../src/modules/starter/followDate";
import { savedSiteDocument, type SiteDocument } from "../../src/modules/siteDocument";
import { wizardDocument } from "../../src/modules/starter/documents";
import { IMAGES, moduleOf, modulesOf, NOW } from "./starterFixtures";

const generated = (dateStart: string): SiteDocument => savedSiteDocument.parse(wizardDocument(wizardData.parse({ name1: "Maja", name2: "Omar", location: "Ulriksdals slott", dateStart, languages: ["sv", "en"] }), IMAGES, NOW));

describe("the one date of the wizard's page", () => {
  it("is followed by the header line and the ceremony's subheading when the countdown's date changes", () => {
    const document = followCountdownDate(generated("2027-06-12T15:00"), "2027-06-12T15:00", "2027-08-21T14:30");
    const header = moduleOf(document, "Header");
    const ceremony = modulesOf(document, "Location")[0]!;
    expect(header.secondLine).toEqual({ sv: "Vi gifter oss den 21 augusti 2027 · Ulriksdals slott", en: expect.stringContaining("21 August 2027") });
    expect(header.secondLine.en).not.toContain("12 June");
    expect(ceremony.secondTitle).toEqual({ sv: "21 augusti 2027, kl. 14.30", en: "21 August 2027 at 2.30 pm" });
  });

  it("leaves texts the couple wrote themselves, and a page without the old date, as they are", () => {
    const own = generated("2027-06-12T15:00");
    const header = moduleOf(own, "Header");
    header.secondLine = { sv: "Välkomna till vår fest", en: "Welcome" };
    const followed = followCountdownDate(own, "2027-06-12T15:00", "2027-08-21T14:30");
    expect(moduleOf(followed, "Header").secondLine).toEqual({ sv: "Välkomna till vår fest", en: "Welcome" });
    expect(followCountdownDate(own, null, "2027-08-21T14:30")).toBe(own);
  });

  it("questions a date that has passed", () => {
    expect(isPastDate("2020-05-01T15:00", NOW)).toBe(true);
    expect(isPastDate("2099-05-01T15:00", NOW)).toBe(false);
    expect(isPastDate("", NOW)).toBe(false);
  });
});
