import { nordicClock } from "../format";
import type { WeddingTexts } from "./texts";

export const NO: WeddingTexts = {
  locale: "nb",
  clock: nordicClock,
  couple: ["Nora", "Henrik"],
  toastmasters: [
    ["Ingrid", "Holm"],
    ["Lars", "Berg"],
    ["Sigrid", "Lie"],
    ["Henrik", "Dahl"],
    ["Ragnhild", "Moen"],
  ],
  header: {
    menu: "Velkommen",
    line: (date, place) => {
      if (!date && !place) return "Vi skal gifte oss – og vil feire med dere!";
      return [date ? `Vi skal gifte oss den ${date}` : "Vi skal gifte oss", place].filter(Boolean).join(" · ");
    },
  },
  countdown: "Snart er det tid",
  ceremony: {
    title: "Vielsen",
    menu: "Vielse",
    when: (date, clock) => `${date} kl. ${clock}`,
    dateToCome: "Dato og tid kommer snart",
    text: (place) => [
      place ? `Velkommen til ${place}!` : "Vi forteller snart hvor vielsen skal være.",
      "Kom gjerne et kvarter før, slik at alle rekker å finne en plass før vi begynner.",
    ],
  },
  party: {
    title: "Middag og fest",
    menu: "Fest",
    when: "Etter vielsen",
    text: ["Etter vielsen feirer vi videre med mingling, middag, taler og dans til langt på natt.", "Vi ordner buss fra vielsen til festen – si fra i svaret ditt om du vil sitte på."],
  },
  info: {
    title: "Greit å vite",
    menu: "Greit å vite",
    dressCode: "Antrekk",
    children: "Barn",
    unplugged: "Mobilfri vielse",
    unpluggedText: "Vi ber dere la mobilen ligge i lomma under vielsen – fotografen vår fanger alt, og vi deler bildene etterpå.",
    stay: "Overnatting",
    stayText: (place) =>
      place
        ? `Skal du overnatte? Det finnes hoteller og gjestehus i nærheten av ${place} – bestill gjerne i god tid.`
        : "Skal du overnatte? Ta kontakt med oss, så tipser vi om overnatting i nærheten.",
  },
  people: {
    title: "Våre toastmastere",
    menu: "Toastmastere",
    role: "Toastmaster",
    texts: [
      (self, friend) => `${self} og ${friend} har vært venner siden skoletiden. Spør ${self} om alt som har med kvelden, taler eller overraskelser å gjøre.`,
      (self, friend) => `${self} og ${friend} har kjent hverandre hele livet, og ${self} holder styr på middagen. Vil du holde tale? Meld deg på i skjemaet nedenfor.`,
    ],
  },
  gifts: {
    title: "Gaver",
    registryTitle: "Ønskeliste",
    items: [
      { title: "En middag på bryllupsreisen", description: "En kveld å huske, med god mat og utsikt over havet." },
      { title: "En togreise gjennom Europa", description: "Et bidrag til billettene på bryllupsreisen vår." },
      { title: "Dype tallerkener", description: "Håndlagde av en keramiker vi er glade i. Vi ønsker oss seks stykker." },
    ],
  },
  speech: {
    title: "Taler og innslag",
    menu: "Taler",
    text: "Vil du holde tale, synge en sang eller bidra med noe annet under middagen? Meld deg på her, så tar toastmasterne våre kontakt.",
    showForm: "Meld på tale",
    send: "Send påmelding",
    confirmationTitle: "Takk!",
    confirmationText: "Vi har mottatt påmeldingen din. Toastmasterne våre tar kontakt før bryllupet.",
    name: "Navnet ditt",
    kind: "Hva vil du bidra med?",
    speech: "En tale",
    song: "En sang eller musikk",
    act: "Et innslag eller en lek",
    minutes: "Omtrent hvor mange minutter trenger du?",
  },
  rsvp: {
    title: "Svar utbes",
    menu: "Svar",
    text: "Vi håper du vil feire med oss! Svar for hele følget på én gang – opptil fem personer i samme svar.",
    guests: "Hvor mange er dere?",
    oneGuest: "Svar",
    guest: "Gjest",
    send: "Send svar",
    confirmationTitle: "Takk for svaret!",
    confirmationText: "Vi har mottatt svaret ditt. Har du spørsmål, er du alltid velkommen til å ta kontakt.",
    name: "Navn",
    attending: "Kommer du?",
    yes: "Ja!",
    no: "Nei, dessverre",
    allergies: "Allergier eller spesialkost",
    bus: "Vil du ta bussen fra vielsen til festen?",
    busYes: "Ja takk",
    busNo: "Nei, jeg kommer meg dit selv",
    message: "En hilsen til brudeparet",
    deadline: (date) => `Svar senest ${date}.`,
  },
};
