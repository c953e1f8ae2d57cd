import type { UiLanguage } from "../../../domain/languages";

/** Requests to join the guest list, as the couple answers them (decision 103). */
export const JOIN_REQUEST_TEXTS = {
  sv: {
    heading: "Vill vara med ({count})",
    lead: "De här gästerna har bett om en inbjudan från sidans OSA. Godkänn så läggs de till och får en inbjudan med egen länk.",
    approve: "Godkänn",
    decline: "Avböj",
    approveLabel: "Godkänn {name}",
    declineLabel: "Avböj {name}",
    approved: "{name} är tillagd på gästlistan och inbjudan är skickad.",
    approvedNoMail: "{name} är tillagd på gästlistan. Inbjudan kunde inte skickas nu: skicka den från listan senare.",
    declined: "{name} är avböjd.",
    failed: "Förfrågan kunde inte besvaras",
  },
  en: {
    heading: "Asking to join ({count})",
    lead: "These guests asked for an invitation from the page's RSVP. Approve, and they are added and get an invitation with a link of their own.",
    approve: "Approve",
    decline: "Decline",
    approveLabel: "Approve {name}",
    declineLabel: "Decline {name}",
    approved: "{name} is on the guest list and the invitation is sent.",
    approvedNoMail: "{name} is on the guest list. The invitation could not be sent now: send it from the list later.",
    declined: "{name} was declined.",
    failed: "The request could not be answered",
  },
  da: {
    heading: "Vil gerne med ({count})",
    lead: "Disse gæster har bedt om en invitation fra sidens OSA. Godkend, så bliver de tilføjet og får en invitation med deres eget link.",
    approve: "Godkend",
    decline: "Afvis",
    approveLabel: "Godkend {name}",
    declineLabel: "Afvis {name}",
    approved: "{name} er tilføjet gæstelisten, og invitationen er sendt.",
    approvedNoMail: "{name} er tilføjet gæstelisten. Invitationen kunne ikke sendes nu: send den fra listen senere.",
    declined: "{name} er afvist.",
    failed: "Forespørgslen kunne ikke besvares",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
