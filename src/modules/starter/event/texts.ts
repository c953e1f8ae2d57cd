import type { RsvpTexts } from "../forms";
import type { UiLanguage } from "../../../domain/languages";
import { englishClock, nordicClock } from "../format";

interface Titled {
  title: string;
  text: string;
}
type Three<T> = readonly [T, T, T];

/** Everything the event page says (a company or association day the organiser makes their own), in one language. */
export interface EventTexts {
  locale: string;
  clock: (hour: number, minute: number) => string;
  header: { title: (year: number) => string; menu: string; line: (date: string) => string };
  countdown: string;
  about: { title: string; menu: string; text: readonly string[] };
  /** One item per time of PROGRAMME_TIMES. */
  programme: { title: string; menu: string; items: readonly [Titled, Titled, Titled, Titled, Titled, Titled, Titled] };
  speakers: { title: string; menu: string; people: Three<{ name: string; role: string; text: string }> };
  place: { title: string; menu: string; when: (date: string, from: string, to: string) => string; text: (from: string) => string };
  registration: RsvpTexts & { organisation: string; mail: string; workshop: string; workshops: Three<string>; diet: string };
}

export const EVENT_TEXTS: Record<UiLanguage, EventTexts> = {
  sv: {
    locale: "sv",
    clock: nordicClock,
    header: { title: (year) => `Inspirationsdagen ${year}`, menu: "Välkommen", line: (date) => `En dag med idéer, kunskap och nya kontakter · ${date}` },
    countdown: "Snart börjar det",
    about: {
      title: "Om dagen",
      menu: "Om dagen",
      text: ["Välkommen till en dag fylld av inspirerande talare, praktiska workshoppar och gott om tid att träffa kollegor och samarbetspartner.", "Platserna är begränsade – anmäl dig längre ner på sidan."],
    },
    programme: {
      title: "Program",
      menu: "Program",
      items: [
        { title: "Registrering och frukost", text: "Hämta din namnbricka och ta en kopp kaffe." },
        { title: "Välkommen", text: "Dagens värdar hälsar välkommen och berättar vad som väntar." },
        { title: "Huvudtalare", text: "Om hur vi bygger arbetsplatser där människor vill stanna." },
        { title: "Lunch", text: "Lunch och tid att mingla." },
        { title: "Workshoppar", text: "Välj ett av tre spår när du anmäler dig." },
        { title: "Panelsamtal", text: "Talarna möts i ett samtal om vad som händer nu." },
        { title: "Mingel", text: "Vi avslutar dagen med något gott att dricka och nya kontakter." },
      ],
    },
    speakers: {
      title: "Talare",
      menu: "Talare",
      people: [
        { name: "Maria Lund", role: "Huvudtalare", text: "Forskar i ledarskap och berättar om hur vi bygger arbetsplatser där människor vill stanna." },
        { name: "Ahmed Karimi", role: "Workshopledare", text: "Hjälper organisationer att komma igång med digitala verktyg som faktiskt används." },
        { name: "Karin Berg", role: "Moderator", text: "Leder dagen och panelsamtalet med värme och skarpa frågor." },
      ],
    },
    place: {
      title: "Plats",
      menu: "Plats",
      when: (date, from, to) => `${date}, kl. ${from}–${to}`,
      text: (from) => `Dagen hålls i en konferenslokal mitt i stan, nära kollektivtrafik. Frukost serveras från kl. ${from}.`,
    },
    registration: {
      title: "Anmälan",
      menu: "Anmälan",
      text: "Anmäl dig senast två veckor innan. Platserna är begränsade, så vänta inte för länge!",
      oneGuest: "Anmäl dig",
      guests: "Hur många anmäler du?",
      guest: "Deltagare",
      send: "Skicka anmälan",
      confirmationTitle: "Tack för ditt svar!",
      confirmationText: "Vi har tagit emot ditt svar och skickar mer information närmare dagen.",
      name: "Namn",
      organisation: "Organisation",
      mail: "E-post",
      attending: "Kommer du?",
      yes: "Ja",
      no: "Nej tyvärr",
      workshop: "Vilken workshop vill du gå på?",
      workshops: ["Ledarskap", "Digitala verktyg", "Hållbarhet"],
      diet: "Specialkost eller allergier",
    },
  },
  en: {
    locale: "en-GB",
    clock: englishClock,
    header: { title: (year) => `Inspiration Day ${year}`, menu: "Welcome", line: (date) => `A day of ideas, knowledge and new connections · ${date}` },
    countdown: "Starting soon",
    about: {
      title: "About the day",
      menu: "About",
      text: ["Welcome to a day full of inspiring speakers, hands-on workshops and plenty of time to meet colleagues and partners.", "Places are limited – register further down the page."],
    },
    programme: {
      title: "Programme",
      menu: "Programme",
      items: [
        { title: "Registration and breakfast", text: "Pick up your name badge and grab a coffee." },
        { title: "Welcome", text: "Today's hosts welcome you and tell you what lies ahead." },
        { title: "Keynote", text: "On building workplaces people want to stay in." },
        { title: "Lunch", text: "Lunch and time to mingle." },
        { title: "Workshops", text: "Choose one of three tracks when you register." },
        { title: "Panel discussion", text: "The speakers meet for a conversation about what comes next." },
        { title: "Drinks and networking", text: "We round off the day with something nice to drink and new connections." },
      ],
    },
    speakers: {
      title: "Speakers",
      menu: "Speakers",
      people: [
        { name: "Sarah Mitchell", role: "Keynote speaker", text: "Researches leadership and talks about building workplaces people want to stay in." },
        { name: "David Chen", role: "Workshop leader", text: "Helps organisations get started with digital tools that people actually use." },
        { name: "Laura Evans", role: "Moderator", text: "Hosts the day and the panel with warmth and sharp questions." },
      ],
    },
    place: {
      title: "Venue",
      menu: "Venue",
      when: (date, from, to) => `${date}, ${from}–${to}`,
      text: (from) => `The day takes place at a conference venue in the city centre, close to public transport. Breakfast is served from ${from}.`,
    },
    registration: {
      title: "Registration",
      menu: "Register",
      text: "Please register at least two weeks before. Places are limited, so do not wait too long!",
      oneGuest: "Register",
      guests: "How many are you registering?",
      guest: "Participant",
      send: "Send registration",
      confirmationTitle: "Thank you for your reply!",
      confirmationText: "We have received your reply and will send more information closer to the day.",
      name: "Name",
      organisation: "Organisation",
      mail: "Email",
      attending: "Will you attend?",
      yes: "Yes",
      no: "No",
      workshop: "Which workshop would you like to join?",
      workshops: ["Leadership", "Digital tools", "Sustainability"],
      diet: "Dietary needs or allergies",
    },
  },
  da: {
    locale: "da",
    clock: nordicClock,
    header: { title: (year) => `Inspirationsdagen ${year}`, menu: "Velkommen", line: (date) => `En dag med idéer, viden og nye kontakter · ${date}` },
    countdown: "Snart går det løs",
    about: {
      title: "Om dagen",
      menu: "Om dagen",
      text: ["Velkommen til en dag fyldt med inspirerende talere, praktiske workshops og god tid til at møde kolleger og samarbejdspartnere.", "Der er et begrænset antal pladser – tilmeld dig længere nede på siden."],
    },
    programme: {
      title: "Program",
      menu: "Program",
      items: [
        { title: "Registrering og morgenmad", text: "Hent dit navneskilt, og snup en kop kaffe." },
        { title: "Velkommen", text: "Dagens værter byder velkommen og fortæller, hvad der venter." },
        { title: "Hovedtaler", text: "Om hvordan vi bygger arbejdspladser, hvor folk har lyst til at blive." },
        { title: "Frokost", text: "Frokost og tid til at mingle." },
        { title: "Workshops", text: "Vælg et af tre spor, når du tilmelder dig." },
        { title: "Paneldebat", text: "Talerne mødes til en samtale om, hvad der sker nu." },
        { title: "Netværk", text: "Vi runder dagen af med noget godt at drikke og nye kontakter." },
      ],
    },
    speakers: {
      title: "Talere",
      menu: "Talere",
      people: [
        { name: "Mette Lund", role: "Hovedtaler", text: "Forsker i ledelse og fortæller om, hvordan vi bygger arbejdspladser, hvor folk har lyst til at blive." },
        { name: "Jonas Holm", role: "Workshopleder", text: "Hjælper organisationer i gang med digitale værktøjer, der rent faktisk bliver brugt." },
        { name: "Camilla Berg", role: "Moderator", text: "Leder dagen og paneldebatten med varme og skarpe spørgsmål." },
      ],
    },
    place: {
      title: "Sted",
      menu: "Sted",
      when: (date, from, to) => `${date} kl. ${from}–${to}`,
      text: (from) => `Dagen foregår i et konferencelokale midt i byen tæt på offentlig transport. Der serveres morgenmad fra kl. ${from}.`,
    },
    registration: {
      title: "Tilmelding",
      menu: "Tilmelding",
      text: "Tilmeld dig senest to uger før. Der er et begrænset antal pladser, så vent ikke for længe!",
      oneGuest: "Tilmeld dig",
      guests: "Hvor mange tilmelder du?",
      guest: "Deltager",
      send: "Send tilmelding",
      confirmationTitle: "Tak for dit svar!",
      confirmationText: "Vi har modtaget dit svar og sender mere information tættere på dagen.",
      name: "Navn",
      organisation: "Organisation",
      mail: "E-mail",
      attending: "Deltager du?",
      yes: "Ja",
      no: "Nej",
      workshop: "Hvilken workshop vil du deltage i?",
      workshops: ["Ledelse", "Digitale værktøjer", "Bæredygtighed"],
      diet: "Særlig kost eller allergier",
    },
  },
};
