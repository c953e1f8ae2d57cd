import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import FormView from "../../src/modules/form/view";
import GiftRegistryView from "../../src/modules/giftRegistry/view";
import RsvpView from "../../src/modules/rsvp/view";
import { siteDocument, type SiteDocumentInput } from "../../src/modules/siteDocument";
import type { SiteModule } from "../../src/modules/siteModule";
import { SiteContext, type SiteView } from "../../src/kit/guestPage/SiteContext";
import type { z } from "zod";
import type { giftItem, GiftReservation } from "../../src/modules/giftRegistry/schema";

/** Guest HTML of one module, rendered as the server does. */
function render(input: SiteDocumentInput, reservations: GiftReservation[] = [], editMode = false, language = "sv") {
  const document = siteDocument.parse(input);
  const module = document.siteModules[0]!;
  const view: SiteView = { siteId: "s", document, language, brand: "wedding", uiLanguage: "sv", editMode, renderedAt: 0, editAvailable: false, drawsMaps: true, market: "se", swishCommerce: null, reservations, setReservations: () => {} };
  const View = { Rsvp: RsvpView, Form: FormView, GiftRegistry: GiftRegistryView }[module.siteModuleType as "Rsvp"] as ComponentType<{ module: SiteModule }>;
  return renderToString(createElement(SiteContext.Provider, { value: view }, createElement(View, { module })));
}

describe("guest views of the RSVP, Form and gift registry modules", () => {
  it("RSVP: how many are coming is chosen at once, beside the Svara här call to action; the owner's one-guest text when set, and the deadline from the text", () => {
    const many = render({ siteModules: [{ id: "r", siteModuleType: "Rsvp", title: { sv: "OSA" }, text: { sv: "<p>Svara senast den 1 april.</p>" } }] });
    expect(many).toMatch(/<label[^>]*>Välj antal gäster<\/label><select[^>]*>/);
    expect(many).toMatch(/<option selected(="")? value="0" disabled(="")?>Välj<\/option><option value="1">1<\/option>/);
    expect(many).toMatch(/<button[^>]*>Svara här<\/button>/);
    expect(many).toMatch(/<p class="rsvp__deadline"><span>Svara senast<\/span> <strong>1 april<\/strong><\/p>/);
    expect(many).not.toContain("<form");
    const one = render({ siteModules: [{ id: "r", siteModuleType: "Rsvp", maxNumberOfGuests: 1, oneGuestRsvpButton: {} }] });
    expect(one).toMatch(/<button[^>]*>Svara här<\/button>/);
    expect(one).not.toContain("<select");
    expect(one).not.toContain("rsvp__deadline");
    const own = render({ siteModules: [{ id: "r", siteModuleType: "Rsvp", maxNumberOfGuests: 1, oneGuestRsvpButton: { sv: "Anmäl dig" } }] });
    expect(own).toMatch(/<button[^>]*>Anmäl dig<\/button>/);
  });

  it("a text missing in the page's language is shown in the site's main language (decision 080)", () => {
    const languages = ["sv", "en", "da"].map((languageCode) => ({ languageCode }));
    const rsvp = { id: "r", siteModuleType: "Rsvp" as const, title: { sv: "Svara oss", en: "Reply to us" }, oneGuestRsvpButton: { sv: "Anmäl dig", en: "Sign up" }, maxNumberOfGuests: 1 };
    const danish = render({ language: "sv", availableLanguages: languages, siteModules: [rsvp] }, [], false, "da");
    expect(danish).toContain("Svara oss");
    expect(danish).toMatch(/<button[^>]*>Anmäl dig<\/button>/);
    expect(danish).not.toContain("Reply to us");
  });

  it("Form: the show-form button first", () => {
    const html = render({ siteModules: [{ id: "f", siteModuleType: "Form", title: { sv: "Frågor" } }] });
    expect(html).toMatch(/<button[^>]*>Visa formulär<\/button>/);
  });

  it("gift registry: the start button with more than one gift, the list with one", () => {
    const gifts: z.input<typeof giftItem>[] = [
      { id: "a", title: { sv: "Vas" }, quantity: 1 },
      { id: "b", title: {}, quantity: 4, link: "https://example.com/b" },
    ];
    expect(render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: gifts }] })).toMatch(/<button[^>]*>Visa önskelista<\/button>/);
    const one = render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: [gifts[0]!] }] }, [{ giftRegistryId: "a", quantityReserved: 1 }]);
    expect(one).toContain("Vas");
    expect(one).toContain("Reserverad");
    // The server's page is no guest's browser: only the one that reserved shows the undo, after hydration (decision 084).
    expect(one).not.toContain("Ångra reservation");
    expect(one).not.toMatch(/>Reservera</);
    const other = render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: [gifts[1]!] }] }, [{ giftRegistryId: "b", quantityReserved: 2 }]);
    expect(other).toContain("Ingen rubrik");
    expect(other).toContain("2 kvar av 4");
    // The badge already says how many there are: no "Antal: 4" beside "2 kvar av 4".
    expect(other).not.toContain("Antal");
    expect(other).toContain("reserverade: 2");
    const untouched = render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: [gifts[1]!] }] });
    expect(untouched).toContain("4 kvar av 4");
    expect(untouched).not.toContain("Antal");
    expect(untouched).not.toContain("gift__status");
    expect(other).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(other).toMatch(/>Reservera</);
    const owners = render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", statusTextQuantity: { sv: "Önskat antal" }, giftRegistry: [{ id: "c", title: { sv: "Glas" }, quantity: 6, reservable: false }] }] });
    expect(owners).toContain("Önskat antal: 6");
    expect(owners).not.toContain("kvar av");
    expect(owners).not.toMatch(/>Reservera</);
  });

  it("gift registry in edit mode: the owner's switch between the start button and the list, on the list first", () => {
    const gifts: z.input<typeof giftItem>[] = [
      { id: "a", title: { sv: "Vas" }, quantity: 1 },
      { id: "b", title: { sv: "Skål" }, quantity: 2 },
    ];
    const html = render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: gifts }] }, [], true);
    expect(html).toMatch(/<legend[^>]*>Visa i redigeringsläget<\/legend>/);
    expect(html).toMatch(/value="START"[^>]*\/><span>Startknapp<\/span>/);
    expect(html).toMatch(/<input(?=[^>]*\bvalue="LIST")(?=[^>]*\bchecked\b)[^>]*\/><span>Önskelista<\/span>/);
    expect(html).toContain("Skål");
    expect(render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: [gifts[0]!] }] }, [], true)).not.toContain("Startknapp");
    expect(render({ siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: gifts }] })).not.toContain("Startknapp");
  });
});
