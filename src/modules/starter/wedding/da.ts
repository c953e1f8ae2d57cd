import { nordicClock } from "../format";
import type { WeddingTexts } from "./texts";

export const DA: WeddingTexts = {
  locale: "da",
  clock: nordicClock,
  couple: ["Ida", "Mikkel"],
  toastmasters: [
    ["Sofie", "Holm"],
    ["Mads", "Berg"],
    ["Ida", "Lund"],
    ["Rasmus", "Kjær"],
    ["Freja", "Dahl"],
  ],
  header: {
    menu: "Velkommen",
    line: (date, place) => {
      if (!date && !place) return "Vi skal giftes – og vil fejre det med jer!";
      return [date ? `Vi skal giftes den ${date}` : "Vi skal giftes", place].filter(Boolean).join(" · ");
    },
  },
  countdown: "Snart er det tid",
  ceremony: {
    title: "Vielsen",
    menu: "Vielse",
    when: (date, clock) => `${date} kl. ${clock}`,
    dateToCome: "Dato og tid følger snart",
    text: (place) => [
      place ? `Velkommen til ${place}!` : "Vi fortæller snart, hvor vielsen finder sted.",
      "Kom gerne et kvarter før, så alle kan nå at finde en plads, inden vi begynder.",
    ],
  },
  party: {
    title: "Middag og fest",
    menu: "Fest",
    when: "Efter vielsen",
    text: ["Efter vielsen fejrer vi dagen med drinks, middag, taler og dans til langt ud på natten.", "Vi sørger for bus fra vielsen til festen – skriv i dit svar, hvis du vil med."],
  },
  info: {
    title: "Godt at vide",
    menu: "Godt at vide",
    dressCode: "Dresscode",
    children: "Børn",
    unplugged: "Mobilfri vielse",
    unpluggedText: "Vi beder jer lade mobilen blive i lommen under vielsen – vores fotograf fanger det hele, og vi deler billederne bagefter.",
    stay: "Overnatning",
    stayText: (place) =>
      place
        ? `Skal du overnatte? Der er hoteller og kroer i nærheden af ${place} – book gerne i god tid.`
        : "Skal du overnatte? Skriv til os, så giver vi gode tips til overnatning i nærheden.",
  },
  people: {
    title: "Vores toastmastere",
    menu: "Toastmastere",
    role: "Toastmaster",
    texts: [
      (self, friend) => `${self} og ${friend} har været venner siden skoletiden. Spørg ${self} om alt, der har med aftenen, taler eller overraskelser at gøre.`,
      (self, friend) => `${self} og ${friend} har kendt hinanden hele livet, og ${self} holder styr på middagen. Vil du holde tale? Tilmeld dig i formularen nedenfor.`,
    ],
  },
  gifts: {
    title: "Gaver",
    registryTitle: "Ønskeliste",
    items: [
      { title: "En middag på bryllupsrejsen", description: "En aften at huske, med god mad og udsigt over havet." },
      { title: "En togrejse gennem Europa", description: "Et bidrag til billetterne på vores bryllupsrejse." },
      { title: "Dybe tallerkener", description: "Håndlavede af en keramiker, vi holder af. Vi ønsker os seks styk." },
    ],
  },
  speech: {
    title: "Taler og sange",
    menu: "Taler",
    text: "Vil du holde tale, synge en sang eller bidrage med noget andet under middagen? Tilmeld dig her, så kontakter vores toastmastere dig.",
    showForm: "Tilmeld tale",
    send: "Send tilmelding",
    confirmationTitle: "Tak!",
    confirmationText: "Vi har modtaget din tilmelding. Vores toastmastere kontakter dig før brylluppet.",
    name: "Dit navn",
    kind: "Hvad vil du bidrage med?",
    speech: "En tale",
    song: "En sang eller musik",
    act: "Et indslag eller en leg",
    minutes: "Cirka hvor mange minutter har du brug for?",
  },
  rsvp: {
    title: "OSA",
    menu: "OSA",
    text: "Vi håber, at du vil fejre dagen med os! Svar for hele selskabet på én gang – op til fem personer i samme svar.",
    guests: "Hvor mange er I?",
    oneGuest: "Svar",
    guest: "Gæst",
    send: "Send svar",
    confirmationTitle: "Tak for dit svar!",
    confirmationText: "Vi har modtaget dit svar. Har du spørgsmål, er du altid velkommen til at skrive til os.",
    name: "Navn",
    attending: "Kommer du?",
    yes: "Ja!",
    no: "Nej",
    allergies: "Allergier eller særlig kost",
    bus: "Vil du med bussen fra vielsen til festen?",
    busYes: "Ja tak",
    busNo: "Nej, jeg kommer selv",
    message: "En hilsen til brudeparret",
    deadline: (date) => `Svar senest ${date}.`,
  },
};
