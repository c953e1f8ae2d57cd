import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "./document";
import { legacyGuestDocument } from "./guestDocument";

describe("a legacy document as the guest page draws it", () => {
  const document = legacySiteDocument.parse({
    usesSiteModules: false,
    theme: "theme9",
    language: "en",
    mailReceivers: { rsvp: "anna@example.se" },
    modules: [
      { id: "a", module: "Text", slug: " welcome ", menuTitle: "Hello", properties: [{ key: "text", value: "<p>Hi</p>" }] },
      { id: "b", module: "RSVP3", hideInMenu: true, properties: [{ key: "title", value: "RSVP" }, { key: "maxNumberOfPersons", value: "2" }] },
      { id: "c", module: "Speech2", slug: "", hide: true, properties: [] },
    ],
  });
  const guest = legacyGuestDocument(document);

  it("keeps the design and offers the site's one language only, with no receivers of the newer shape", () => {
    expect(guest).toMatchObject({ usesSiteModules: false, theme: "theme9", language: "en", availableLanguages: [{ languageCode: "en" }], formRecipients: [] });
    expect(guest).not.toHaveProperty("mailReceivers");
  });

  it("maps plain modules, keeps RSVP3 and Speech2 with their properties, and carries each module's own slug", () => {
    expect(guest.siteModules).toEqual([
      { id: "a", siteModuleType: "Text", title: {}, menuTitle: { en: "Hello" }, hide: false, hideInMenu: false, text: { en: "<p>Hi</p>" }, slug: "welcome" },
      { id: "b", siteModuleType: "RSVP3", title: { en: "RSVP" }, menuTitle: {}, hide: false, hideInMenu: true, properties: document.modules[1]!.properties },
      { id: "c", siteModuleType: "Speech2", title: {}, menuTitle: {}, hide: true, hideInMenu: false, properties: document.modules[2]!.properties },
    ]);
  });
});
