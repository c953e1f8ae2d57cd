import type { UiLanguage } from "../../domain/languages";

/** Asking to join the guest list from the open RSVP (decision 103). */
export const ASK_TO_JOIN_TEXTS = {
  sv: {
    open: "Inte på gästlistan? Be om en inbjudan",
    intro: "Skriv ditt namn och din e-postadress, så kan paret lägga till dig på gästlistan. Du får en inbjudan med en egen länk om de godkänner.",
    name: "Namn",
    mail: "E-postadress",
    message: "Meddelande (frivilligt)",
    send: "Skicka förfrågan",
    sending: "Skickar…",
    cancel: "Avbryt",
    sent: "Tack! Din förfrågan är skickad. Du får en inbjudan med e-post om paret godkänner den.",
    failed: "Förfrågan kunde inte skickas.",
  },
  en: {
    open: "Not on the guest list? Ask for an invitation",
    intro: "Write your name and e-mail address, and the couple can add you to the guest list. You get an invitation with a link of your own if they approve.",
    name: "Name",
    mail: "E-mail address",
    message: "Message (optional)",
    send: "Send request",
    sending: "Sending…",
    cancel: "Cancel",
    sent: "Thank you! Your request has been sent. You will get an invitation by e-mail if the couple approves it.",
    failed: "The request could not be sent.",
  },
  da: {
    open: "Ikke på gæstelisten? Bed om en invitation",
    intro: "Skriv dit navn og din e-mailadresse, så kan parret tilføje dig til gæstelisten. Du får en invitation med dit eget link, hvis de godkender.",
    name: "Navn",
    mail: "E-mailadresse",
    message: "Besked (valgfri)",
    send: "Send forespørgsel",
    sending: "Sender…",
    cancel: "Annuller",
    sent: "Tak! Din forespørgsel er sendt. Du får en invitation på e-mail, hvis parret godkender den.",
    failed: "Forespørgslen kunne ikke sendes.",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
