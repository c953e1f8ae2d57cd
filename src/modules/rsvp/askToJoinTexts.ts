import { brandTexts } from "../../domain/brandWords";

/** Asking to join the guest list from the open RSVP (decision 103), in the brand's words for who decides. */
export const ASK_TO_JOIN_TEXTS = brandTexts((words) => ({
  sv: {
    open: "Inte på gästlistan? Be om en inbjudan",
    intro: `Skriv ditt namn och din e-postadress, så kan ${words.sv.hosts} lägga till dig på gästlistan. Du får en inbjudan med en egen länk om de godkänner.`,
    name: "Namn",
    mail: "E-postadress",
    message: "Meddelande (frivilligt)",
    send: "Skicka förfrågan",
    sending: "Skickar…",
    cancel: "Avbryt",
    sent: "Tack! Din förfrågan är skickad. Du får en inbjudan med e-post om den godkänns.",
    failed: "Förfrågan kunde inte skickas.",
  },
  en: {
    open: "Not on the guest list? Ask for an invitation",
    intro: `Write your name and e-mail address, and ${words.en.hosts} can add you to the guest list. You get an invitation with a link of your own if they approve.`,
    name: "Name",
    mail: "E-mail address",
    message: "Message (optional)",
    send: "Send request",
    sending: "Sending…",
    cancel: "Cancel",
    sent: "Thank you! Your request has been sent. You will get an invitation by e-mail if it is approved.",
    failed: "The request could not be sent.",
  },
  da: {
    open: "Ikke på gæstelisten? Bed om en invitation",
    intro: `Skriv dit navn og din e-mailadresse, så kan ${words.da.hosts} tilføje dig til gæstelisten. Du får en invitation med dit eget link, hvis de godkender.`,
    name: "Navn",
    mail: "E-mailadresse",
    message: "Besked (valgfri)",
    send: "Send forespørgsel",
    sending: "Sender…",
    cancel: "Annuller",
    sent: "Tak! Din forespørgsel er sendt. Du får en invitation på e-mail, hvis den bliver godkendt.",
    failed: "Forespørgslen kunne ikke sendes.",
  },
}));
