import type { UiLanguage } from "../../../domain/languages";

/** The owner's guest list (issue 15); sv is the reference. */
export const GUEST_LIST_TEXTS = {
  sv: {
    title: "Gäster",
    lead: "Här finns er gästlista: hushållen ni bjuder in, deras gäster och vilka delar av dagen de är bjudna till. Varje hushåll får en egen länk till sidan.",
    toolbar: "Gästlistan",
    addHousehold: "Lägg till hushåll",
    loadFailed: "Misslyckades att hämta gästlistan",
    eventsHeading: "Evenemang",
    noEvents: "Inga evenemang ännu. Utan evenemang svarar gästerna för hela dagen.",
    householdsHeading: "Hushåll",
  },
  en: {
    title: "Guests",
    lead: "This is your guest list: the households you invite, their guests and which parts of the day they are invited to. Each household gets its own link to the site.",
    toolbar: "Guest list",
    addHousehold: "Add household",
    loadFailed: "Could not load the guest list",
    eventsHeading: "Events",
    noEvents: "No events yet. Without events, guests answer for the whole day.",
    householdsHeading: "Households",
  },
  da: {
    title: "Gæster",
    lead: "Her er jeres gæsteliste: husstandene I inviterer, deres gæster og hvilke dele af dagen de er inviteret til. Hver husstand får sit eget link til siden.",
    toolbar: "Gæstelisten",
    addHousehold: "Tilføj husstand",
    loadFailed: "Kunne ikke hente gæstelisten",
    eventsHeading: "Begivenheder",
    noEvents: "Ingen begivenheder endnu. Uden begivenheder svarer gæsterne for hele dagen.",
    householdsHeading: "Husstande",
  },
} satisfies Record<UiLanguage, Record<string, string>>;

export type GuestListTexts = (typeof GUEST_LIST_TEXTS)["sv"];
