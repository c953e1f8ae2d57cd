import type { UiLanguage } from "../../domain/languages";

/** The Form module's built-in texts; the owner's own texts in the document come first. */
export const FORM_TEXTS = {
  sv: {
    showForm: "Visa formulär",
    send: "Skicka",
    sending: "Skickar…",
    confirmationTitle: "Tack!",
    confirmationText: "Tack, vi har tagit emot dina svar.",
    loadFailed: "Misslyckades att ladda formuläret",
    sendFailed: "Misslyckades att skicka formuläret",
    honeypot: "Lämna det här fältet tomt",
    copyTo: "E-post för en kopia av ditt svar (frivilligt)",
  },
  en: {
    showForm: "Show form",
    send: "Send",
    sending: "Sending…",
    confirmationTitle: "Thank you!",
    confirmationText: "Thank you, we have received your answers.",
    loadFailed: "Failed to load form",
    sendFailed: "Failed to send form",
    honeypot: "Leave this field empty",
    copyTo: "E-mail for a copy of your answer (optional)",
  },
  da: {
    showForm: "Vis formular",
    send: "Send",
    sending: "Sender…",
    confirmationTitle: "Tak!",
    confirmationText: "Tak, vi har modtaget dine svar.",
    loadFailed: "Kunne ikke indlæse formularen",
    sendFailed: "Kunne ikke sende formularen",
    honeypot: "Lad dette felt være tomt",
    copyTo: "E-mail til en kopi af dit svar (valgfrit)",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
