import type { UiLanguage } from "../../../domain/languages";
import type { PhotoState } from "../../../domain/guestPhotos/types";

/** The words of the couple's files (the ZIP, its list, the table cards) and of the gallery it fills, in the site's language. */
export interface GuestPhotoTexts {
  /** A photo's file name when neither the guest nor a household named it. */
  guest: string;
  /** The list's columns: file, name, household, caption, state, uploaded. */
  columns: [string, string, string, string, string, string];
  states: Record<PhotoState, string>;
  /** Filename words of the ZIP and the table cards. */
  archiveFile: string;
  cardsFile: string;
  /** The table card's heading and its invitation beside the QR code. */
  cardHeading: string;
  cardInvitation: string;
  /** The title of a gallery made for the favourites on a page without one. */
  galleryTitle: string;
}

export const GUEST_PHOTO_TEXTS: Record<UiLanguage, GuestPhotoTexts> = {
  sv: {
    guest: "Gäst",
    columns: ["Fil", "Namn", "Hushåll", "Bildtext", "Status", "Uppladdad"],
    states: { pending: "Väntar på godkännande", approved: "Visas", hidden: "Dold" },
    archiveFile: "gastbilder",
    cardsFile: "bordskort-gastbilder",
    cardHeading: "Dela dina bilder",
    cardInvitation: "Skanna koden med mobilens kamera och ladda upp dina bilder från dagen – inget konto behövs.",
    galleryTitle: "Bilder från gästerna",
  },
  en: {
    guest: "Guest",
    columns: ["File", "Name", "Household", "Caption", "State", "Uploaded"],
    states: { pending: "Awaiting approval", approved: "Shown", hidden: "Hidden" },
    archiveFile: "guest-photos",
    cardsFile: "table-cards-guest-photos",
    cardHeading: "Share your photos",
    cardInvitation: "Scan the code with your phone's camera and upload your photos from the day – no account needed.",
    galleryTitle: "Photos from the guests",
  },
  da: {
    guest: "Gæst",
    columns: ["Fil", "Navn", "Husstand", "Billedtekst", "Status", "Uploadet"],
    states: { pending: "Venter på godkendelse", approved: "Vises", hidden: "Skjult" },
    archiveFile: "gaestebilleder",
    cardsFile: "bordkort-gaestebilleder",
    cardHeading: "Del dine billeder",
    cardInvitation: "Scan koden med telefonens kamera og upload dine billeder fra dagen – ingen konto nødvendig.",
    galleryTitle: "Billeder fra gæsterne",
  },
};
