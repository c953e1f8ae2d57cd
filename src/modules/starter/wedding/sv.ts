import { nordicClock } from "../format";
import type { WeddingTexts } from "./texts";

export const SV: WeddingTexts = {
  locale: "sv",
  clock: nordicClock,
  couple: ["Anna", "Erik"],
  toastmasters: [
    ["Sara", "Holm"],
    ["Johan", "Berg"],
    ["Linnea", "Ek"],
    ["Oskar", "Lund"],
    ["Klara", "Sjöberg"],
  ],
  header: {
    menu: "Välkommen",
    line: (date, place) => {
      if (!date && !place) return "Vi gifter oss – och vill fira med er!";
      return [date ? `Vi gifter oss den ${date}` : "Vi gifter oss", place].filter(Boolean).join(" · ");
    },
  },
  countdown: "Snart är det dags",
  ceremony: {
    title: "Vigsel",
    menu: "Vigsel",
    when: (date, clock) => `${date}, kl. ${clock}`,
    dateToCome: "Datum och tid kommer snart",
    text: (place) => [
      place ? `Välkommen till ${place}!` : "Vi berättar snart var vigseln hålls.",
      "Kom gärna en kvart innan, så att alla hinner hitta en plats innan vi börjar.",
    ],
  },
  party: {
    title: "Middag och fest",
    menu: "Fest",
    when: "Efter vigseln",
    text: ["Efter vigseln firar vi vidare med mingel, middag, tal och dans till sent.", "Vi ordnar buss från vigseln till festen – berätta i OSA:n om du vill åka med."],
  },
  info: {
    title: "Bra att veta",
    menu: "Bra att veta",
    dressCode: "Klädkod",
    children: "Barn",
    unplugged: "Mobilfri vigsel",
    unpluggedText: "Vi ber er låta mobilen vila under vigseln – vår fotograf fångar allt, och vi delar bilderna efteråt.",
    stay: "Boende",
    stayText: (place) =>
      place
        ? `Ska du sova över? Det finns hotell och vandrarhem i närheten av ${place} – boka gärna i god tid.`
        : "Ska du sova över? Hör av dig till oss, så tipsar vi om boende i närheten.",
  },
  people: {
    title: "Våra toastmasters",
    menu: "Toastmasters",
    role: "Toastmaster",
    texts: [
      (self, friend) => `${self} och ${friend} har varit vänner sedan skoltiden. Fråga ${self} om allt som rör kvällen, tal och överraskningar.`,
      (self, friend) => `${self} och ${friend} har känt varandra i hela livet, och ${self} håller i trådarna under middagen. Vill du hålla tal? Anmäl dig i formuläret nedan.`,
    ],
  },
  gifts: {
    title: "Presenter",
    registryTitle: "Önskelista",
    items: [
      { title: "Middag på bröllopsresan", description: "En kväll att minnas, med god mat och utsikt över havet." },
      { title: "Tågresa genom Europa", description: "Ett bidrag till biljetterna på vår bröllopsresa." },
      { title: "Djupa tallrikar", description: "Handgjorda av en keramiker vi tycker om. Vi önskar oss sex stycken." },
    ],
  },
  speech: {
    title: "Tal och spex",
    menu: "Tal",
    text: "Vill du hålla tal, sjunga en sång eller bjuda på något annat under middagen? Anmäl dig här, så hör våra toastmasters av sig.",
    showForm: "Anmäl tal",
    send: "Skicka anmälan",
    confirmationTitle: "Tack!",
    confirmationText: "Vi har tagit emot din anmälan. Våra toastmasters hör av sig före bröllopet.",
    name: "Ditt namn",
    kind: "Vad vill du bjuda på?",
    speech: "Ett tal",
    song: "En sång eller musik",
    act: "Ett spex eller en lek",
    minutes: "Ungefär hur många minuter behöver du?",
  },
  rsvp: {
    title: "OSA",
    menu: "OSA",
    text: "Vi hoppas att du vill fira med oss! Svara för hela sällskapet på en gång – upp till fem personer i samma svar.",
    guests: "Hur många är ni?",
    oneGuest: "OSA",
    guest: "Gäst",
    send: "Skicka svar",
    confirmationTitle: "Tack för ditt svar!",
    confirmationText: "Vi har tagit emot ditt svar. Har du frågor är du alltid välkommen att höra av dig.",
    name: "Namn",
    attending: "Kommer du?",
    yes: "Ja självklart!",
    no: "Nej tyvärr",
    allergies: "Allergier eller specialkost",
    bus: "Vill du åka med bussen från vigseln till festen?",
    busYes: "Ja, gärna",
    busNo: "Nej, jag tar mig dit själv",
    message: "Meddelande till brudparet",
    deadline: (date) => `Svara senast den ${date}.`,
  },
};
