import type { UiLanguage } from "../../domain/languages";

/** The RSVP module's built-in texts; the owner's own texts in the document come first. */
export const RSVP_TEXTS = {
  sv: {
    selectNumberOfGuests: "Välj antal gäster",
    choose: "Välj",
    reply: "Svara här",
    deadline: "Svara senast",
    guestIndexTitle: "Gäst",
    send: "Skicka",
    sending: "Skickar…",
    confirmationTitle: "Tack!",
    confirmationText: "Tack för att du OSA, vi har tagit emot dina uppgifter.",
    loadFailed: "Misslyckades att ladda OSA-formuläret",
    sendFailed: "Misslyckades att skicka OSA",
  },
  en: {
    selectNumberOfGuests: "Choose the number of guests",
    choose: "Choose",
    reply: "Reply here",
    deadline: "Please reply by",
    guestIndexTitle: "Guest",
    send: "Send",
    sending: "Sending…",
    confirmationTitle: "Thank you!",
    confirmationText: "Thank you for your RSVP, we have received your details.",
    loadFailed: "Failed to load RSVP form",
    sendFailed: "Failed to send RSVP",
  },
  da: {
    selectNumberOfGuests: "Vælg antal gæster",
    choose: "Vælg",
    reply: "Svar her",
    deadline: "Svar senest",
    guestIndexTitle: "Gæst",
    send: "Send",
    sending: "Sender…",
    confirmationTitle: "Tak!",
    confirmationText: "Tak for din tilmelding, vi har modtaget dine oplysninger.",
    loadFailed: "Kunne ikke indlæse tilmeldingsformularen",
    sendFailed: "Kunne ikke sende tilmeldingen",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
