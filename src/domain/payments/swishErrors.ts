import type { UiLanguage } from "../languages";

/**
 * Readable texts for Swish's error codes (INTEGRATIONS §2.5), shared by the server's
 * answers (`validationMessage`, `errorMessage`) and the payment dialog.
 */
type Texts = Record<UiLanguage, string>;

/** Spec 1, section 5: the mobile number is required. */
export const SWISH_NUMBER_REQUIRED: Texts = {
  sv: "Du måste uppge ditt swish-nummer.",
  en: "You must enter your Swish number.",
  da: "Du skal angive dit Swish-nummer.",
};

/** The poll's errorMessage for a payment of something another payment had paid already: it is paid back (decision 073). */
export const SECOND_PAYMENT_REFUNDED: Texts = {
  sv: "Det här var redan betalt. Pengarna för den här betalningen betalas tillbaka.",
  en: "This was already paid. The money for this payment is paid back.",
  da: "Dette var allerede betalt. Pengene for denne betaling bliver betalt tilbage.",
};

/** What the payer can act on; codes about our own merchant set-up fall back to MERCHANT_PROBLEM. */
const PAYER_TEXTS: Record<string, Texts> = {
  BE18: {
    sv: "Swish-numret är ogiltigt. Kontrollera numret och försök igen.",
    en: "The Swish number is invalid. Check the number and try again.",
    da: "Swish-nummeret er ugyldigt. Kontrollér nummeret, og prøv igen.",
  },
  RP06: {
    sv: "Det finns redan en pågående betalning för det här numret. Avsluta den i Swish-appen och försök igen.",
    en: "There is already a payment in progress for this number. Finish it in the Swish app and try again.",
    da: "Der er allerede en igangværende betaling for dette nummer. Afslut den i Swish-appen, og prøv igen.",
  },
  ACMT03: { sv: "Numret är inte anslutet till Swish.", en: "The number is not connected to Swish.", da: "Nummeret er ikke tilknyttet Swish." },
  ACMT01: { sv: "Swish är inte aktiverat för numret.", en: "Swish is not activated for the number.", da: "Swish er ikke aktiveret for nummeret." },
  RF07: { sv: "Betalningen nekades av banken.", en: "The payment was declined by the bank.", da: "Betalingen blev afvist af banken." },
  BANKIDCL: { sv: "Du avbröt signeringen med BankID.", en: "You cancelled the BankID signing.", da: "Du afbrød signeringen med BankID." },
  BANKIDONGOING: {
    sv: "BankID används redan. Avsluta den andra signeringen och försök igen.",
    en: "BankID is already in use. Finish the other signing and try again.",
    da: "BankID er allerede i brug. Afslut den anden signering, og prøv igen.",
  },
  BANKIDUNKN: { sv: "BankID kunde inte godkänna betalningen.", en: "BankID could not authorise the payment.", da: "BankID kunne ikke godkende betalingen." },
  FF10: {
    sv: "Banken kunde inte behandla betalningen. Försök igen om en stund.",
    en: "The bank could not process the payment. Please try again shortly.",
    da: "Banken kunne ikke behandle betalingen. Prøv igen om lidt.",
  },
  TM01: {
    sv: "Betalningen godkändes inte i tid i Swish-appen. Försök igen.",
    en: "The payment was not approved in the Swish app in time. Please try again.",
    da: "Betalingen blev ikke godkendt i Swish-appen i tide. Prøv igen.",
  },
  // The outcome is unknown: the money may have left the payer's account.
  DS24: {
    sv: "Swish fick inget svar från banken i tid, så vi vet inte om betalningen gick igenom. Kontrollera din bank eller Swish-appen innan du försöker igen.",
    en: "Swish got no answer from the bank in time, so we do not know whether the payment went through. Check your bank or the Swish app before you try again.",
    da: "Swish fik ikke svar fra banken i tide, så vi ved ikke, om betalingen gik igennem. Tjek din bank eller Swish-appen, før du prøver igen.",
  },
};

const MERCHANT_PROBLEM: Texts = {
  sv: "Swish kunde inte ta emot betalningen just nu. Kontakta oss om felet kvarstår.",
  en: "Swish could not take the payment right now. Contact us if the problem persists.",
  da: "Swish kunne ikke modtage betalingen lige nu. Kontakt os, hvis fejlen fortsætter.",
};

/** Merchant-side codes: our alias, amount, currency, message, reference or callback were refused. */
const MERCHANT_CODES = new Set(["RP01", "RP02", "RP03", "RP09", "PA02", "AM02", "AM03", "AM06", "FF08", "ACMT07", "VL02"]);

const UNKNOWN: Texts = {
  sv: "Swish-betalningen misslyckades. Försök igen.",
  en: "The Swish payment failed. Please try again.",
  da: "Swish-betalingen mislykkedes. Prøv igen.",
};

/** The text for a Swish error code in the reader's language; an unknown or missing code gets a general one. */
export function swishErrorText(code: string | null | undefined, language: UiLanguage): string {
  if (code && PAYER_TEXTS[code]) return PAYER_TEXTS[code][language];
  if (code && MERCHANT_CODES.has(code)) return MERCHANT_PROBLEM[language];
  return UNKNOWN[language];
}
