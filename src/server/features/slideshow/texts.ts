import type { UiLanguage } from "../../../domain/languages";

/** The slideshow page's words, in the site's language (a TV shows the couple's guests the site's own language). */
export interface SlideshowTexts {
  title: string;
  start: string;
  share: string;
  /** The QR code's name for a screen reader: the address follows. */
  qrCode: string;
  waiting: string;
  photoFromGuest: string;
  offline: string;
  linkNotValid: string;
  linkFromEditor: string;
}

export const SLIDESHOW_TEXTS: Record<UiLanguage, SlideshowTexts> = {
  sv: {
    title: "Bildspel",
    start: "Starta bildspelet",
    share: "Dela dina bilder",
    qrCode: "QR-kod till",
    waiting: "Gästernas bilder visas här så snart de kommer.",
    photoFromGuest: "Bild från en gäst",
    offline: "Ingen anslutning",
    linkNotValid: "Länken till bildspelet fungerar inte",
    linkFromEditor: "Bildspelet öppnas med länken under Bilder från gästerna i redigeraren. En äldre länk slutar fungera när en ny har skapats.",
  },
  en: {
    title: "Slideshow",
    start: "Start the slideshow",
    share: "Share your photos",
    qrCode: "QR code for",
    waiting: "The guests' photos show here as soon as they arrive.",
    photoFromGuest: "A photo from a guest",
    offline: "No connection",
    linkNotValid: "This slideshow link does not work",
    linkFromEditor: "The slideshow opens with the link under Photos from the guests in the editor. An older link stops working once a new one has been made.",
  },
  da: {
    title: "Diasshow",
    start: "Start diasshowet",
    share: "Del dine billeder",
    qrCode: "QR-kode til",
    waiting: "Gæsternes billeder vises her, så snart de kommer.",
    photoFromGuest: "Et billede fra en gæst",
    offline: "Ingen forbindelse",
    linkNotValid: "Linket til diasshowet virker ikke",
    linkFromEditor: "Diasshowet åbnes med linket under Billeder fra gæsterne i redigeringen. Et ældre link holder op med at virke, når der er lavet et nyt.",
  },
};
