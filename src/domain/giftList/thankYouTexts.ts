import { brandTexts } from "../brandWords";

/** One thank-you's words; `{name}`, `{gift}` and `{amount}` are filled per gift. */
export interface ThankYouText {
  subject: string;
  body: string;
}

/**
 * The thank-you a gift starts from, per brand and language (the same words for every brand, none
 * of them a wedding's); the couple may write their own.
 * `{amount}` is empty for a thing, so the defaults do not use it.
 */
export const DEFAULT_THANK_YOU_TEXTS = brandTexts<ThankYouText>(() => ({
  sv: {
    subject: "Tack för {gift}!",
    body: `Hej {name}!\n\nStort tack för {gift}. Det värmer att ni tänkte på oss, och vi blev så glada.\n\nVarma hälsningar`,
  },
  en: {
    subject: "Thank you for {gift}!",
    body: `Dear {name},\n\nThank you so much for {gift}. It means a lot that you thought of us, and we were so happy.\n\nWarm wishes`,
  },
  da: {
    subject: "Tak for {gift}!",
    body: `Kære {name}\n\nTusind tak for {gift}. Det varmer, at I tænkte på os, og vi blev så glade.\n\nKærlige hilsner`,
  },
}));
