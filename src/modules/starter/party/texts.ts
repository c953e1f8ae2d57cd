import type { FormModuleTexts, RsvpTexts } from "../forms";
import type { UiLanguage } from "../../../domain/languages";
import { englishClock, nordicClock } from "../format";

interface Titled {
  title: string;
  text: string;
}

/** Everything the party page says (a 40th birthday the host makes their own), in one language. */
export interface PartyTexts {
  locale: string;
  clock: (hour: number, minute: number) => string;
  header: { title: string; menu: string; line: (date: string, clock: string) => string };
  countdown: string;
  welcome: { title: string; menu: string; text: readonly string[] };
  place: { title: string; menu: string; when: (date: string, clock: string) => string; text: (clock: string) => string };
  /** One item per hour of PROGRAMME_HOURS. */
  programme: { title: string; menu: string; items: readonly [Titled, Titled, Titled, Titled] };
  rsvp: RsvpTexts & { allergies: string };
  wishes: FormModuleTexts & { name: string; kind: string; song: string; speech: string; songTitle: string; minutes: string; };
  gifts: { title: string; text: string; items: readonly [{ title: string; description: string }, { title: string; description: string }, { title: string; description: string }] };
}

export const PARTY_TEXTS: Record<UiLanguage, PartyTexts> = {
  sv: {
    locale: "sv",
    clock: nordicClock,
    header: { title: "Linnea fyller 40!", menu: "Välkommen", line: (date, clock) => `Välkommen på fest den ${date}, kl. ${clock}` },
    countdown: "Snart är det fest",
    welcome: {
      title: "Välkommen!",
      menu: "Om festen",
      text: ["Fyrtio år – det ska firas! Jag vill fira med mina favoritmänniskor: god mat, fina tal och dans till sent.", "Här hittar du allt om kvällen. Glöm inte att OSA längre ner på sidan."],
    },
    place: {
      title: "Plats",
      menu: "Plats",
      when: (date, clock) => `${date}, kl. ${clock}`,
      text: (clock) => `Vi ses i festlokalen från kl. ${clock}. Det finns parkering i närheten, men ta gärna kollektivtrafik eller taxi, så att du kan skåla med gott samvete.`,
    },
    programme: {
      title: "Kvällens program",
      menu: "Program",
      items: [
        { title: "Välkomstdrink", text: "Vi skålar in kvällen tillsammans." },
        { title: "Middag", text: "Tre rätter, tal och sång." },
        { title: "Tårta och kaffe", text: "Självklart blir det tårta!" },
        { title: "Dans", text: "Dansgolvet öppnar – önska gärna en låt i formuläret nedan." },
      ],
    },
    rsvp: {
      title: "OSA",
      menu: "OSA",
      text: "Svara gärna senast en månad innan, så att jag kan planera maten.",
      guests: "Hur många är ni?",
      oneGuest: "OSA",
      guest: "Gäst",
      send: "Skicka svar",
      confirmationTitle: "Tack för ditt svar!",
      confirmationText: "Jag har tagit emot ditt svar – tack för att du tog dig tid!",
      name: "Namn",
      attending: "Kommer du?",
      yes: "Ja självklart!",
      no: "Nej tyvärr",
      allergies: "Allergier eller specialkost",
    },
    wishes: {
      title: "Önskelåtar och tal",
      menu: "Önska låt",
      text: "Vilken låt får dig ut på dansgolvet? Önska den här – eller anmäl ett tal till middagen.",
      showForm: "Önska låt eller anmäl tal",
      send: "Skicka",
      confirmationTitle: "Tack!",
      confirmationText: "Tack, nu är det noterat!",
      name: "Ditt namn",
      kind: "Vad vill du göra?",
      song: "Önska en låt",
      speech: "Hålla tal",
      songTitle: "Låt och artist",
      minutes: "Ungefär hur många minuter behöver du?",
    },
    gifts: {
      title: "Önskelista",
      text: "Det bästa du kan ge mig är att komma. Vill du ändå ge något kommer här några idéer – reservera det du vill ge, så blir det inga dubbletter.",
      items: [
        { title: "Middag för två", description: "På min favoritrestaurang." },
        { title: "Bidrag till en resa", description: "Jag drömmer om en tågresa genom Alperna." },
        { title: "Tallrikar till middagsbjudningar", description: "Handgjorda – sex stycken vore perfekt." },
      ],
    },
  },
  en: {
    locale: "en-GB",
    clock: englishClock,
    header: { title: "Emma turns 40!", menu: "Welcome", line: (date, clock) => `Join the party on ${date} at ${clock}` },
    countdown: "Not long until the party",
    welcome: {
      title: "Welcome!",
      menu: "The party",
      text: [
        "Forty years – that calls for a celebration! I want to spend the evening with my favourite people: good food, kind words and dancing until late.",
        "Here you will find everything about the evening. Do not forget to reply further down the page.",
      ],
    },
    place: {
      title: "The venue",
      menu: "Venue",
      when: (date, clock) => `${date} at ${clock}`,
      text: (clock) => `See you at the venue from ${clock}. There is parking nearby, but public transport or a taxi means you can raise a glass with a clear conscience.`,
    },
    programme: {
      title: "The evening's programme",
      menu: "Programme",
      items: [
        { title: "Welcome drinks", text: "We raise a glass to the evening together." },
        { title: "Dinner", text: "Three courses, speeches and songs." },
        { title: "Cake and coffee", text: "Of course there will be cake!" },
        { title: "Dancing", text: "The dance floor opens – request a song in the form below." },
      ],
    },
    rsvp: {
      title: "RSVP",
      menu: "RSVP",
      text: "Please reply at least a month before, so I can plan the food.",
      guests: "How many are you?",
      oneGuest: "RSVP",
      guest: "Guest",
      send: "Send reply",
      confirmationTitle: "Thank you for your reply!",
      confirmationText: "I have received your reply – thank you for taking the time!",
      name: "Name",
      attending: "Will you come?",
      yes: "Yes!",
      no: "No",
      allergies: "Allergies or dietary needs",
    },
    wishes: {
      title: "Song requests and speeches",
      menu: "Song requests",
      text: "Which song gets you on the dance floor? Request it here – or sign up for a speech at dinner.",
      showForm: "Request a song or give a speech",
      send: "Send",
      confirmationTitle: "Thank you!",
      confirmationText: "Thanks, it is noted!",
      name: "Your name",
      kind: "What would you like to do?",
      song: "Request a song",
      speech: "Give a speech",
      songTitle: "Song and artist",
      minutes: "About how many minutes do you need?",
    },
    gifts: {
      title: "Gift registry",
      text: "The best gift is having you there. If you would still like to give something, here are a few ideas – reserve what you want to give, so nothing is given twice.",
      items: [
        { title: "Dinner for two", description: "At my favourite restaurant." },
        { title: "Towards a trip", description: "I dream of a train journey through the Alps." },
        { title: "Plates for dinner parties", description: "Handmade – six would be perfect." },
      ],
    },
  },
  da: {
    locale: "da",
    clock: nordicClock,
    header: { title: "Freja fylder 40!", menu: "Velkommen", line: (date, clock) => `Velkommen til fest den ${date} kl. ${clock}` },
    countdown: "Snart er det fest",
    welcome: {
      title: "Velkommen!",
      menu: "Om festen",
      text: ["Fyrre år – det skal fejres! Jeg vil fejre dagen med mine yndlingsmennesker: god mad, søde taler og dans til langt ud på natten.", "Her finder du alt om aftenen. Husk at svare længere nede på siden."],
    },
    place: {
      title: "Stedet",
      menu: "Sted",
      when: (date, clock) => `${date} kl. ${clock}`,
      text: (clock) => `Vi ses i festlokalet fra kl. ${clock}. Der er parkering i nærheden, men tag gerne offentlig transport eller taxa, så du kan skåle med god samvittighed.`,
    },
    programme: {
      title: "Aftenens program",
      menu: "Program",
      items: [
        { title: "Velkomstdrink", text: "Vi skåler aftenen ind sammen." },
        { title: "Middag", text: "Tre retter, taler og sange." },
        { title: "Kage og kaffe", text: "Selvfølgelig skal der være kage!" },
        { title: "Dans", text: "Dansegulvet åbner – ønsk gerne en sang i formularen nedenfor." },
      ],
    },
    rsvp: {
      title: "OSA",
      menu: "OSA",
      text: "Svar gerne senest en måned før, så jeg kan planlægge maden.",
      guests: "Hvor mange er I?",
      oneGuest: "Svar",
      guest: "Gæst",
      send: "Send svar",
      confirmationTitle: "Tak for dit svar!",
      confirmationText: "Jeg har modtaget dit svar – tak, fordi du tog dig tid!",
      name: "Navn",
      attending: "Kommer du?",
      yes: "Ja!",
      no: "Nej",
      allergies: "Allergier eller særlig kost",
    },
    wishes: {
      title: "Ønskesange og taler",
      menu: "Ønskesange",
      text: "Hvilken sang får dig ud på dansegulvet? Ønsk den her – eller meld en tale til middagen.",
      showForm: "Ønsk en sang eller meld en tale",
      send: "Send",
      confirmationTitle: "Tak!",
      confirmationText: "Tak, det er noteret!",
      name: "Dit navn",
      kind: "Hvad vil du gerne?",
      song: "Ønske en sang",
      speech: "Holde en tale",
      songTitle: "Sang og kunstner",
      minutes: "Cirka hvor mange minutter har du brug for?",
    },
    gifts: {
      title: "Ønskeliste",
      text: "Den bedste gave er, at du kommer. Vil du alligevel give noget, er her et par idéer – reservér det, du vil give, så undgår vi dobbeltgaver.",
      items: [
        { title: "Middag for to", description: "På min yndlingsrestaurant." },
        { title: "Bidrag til en rejse", description: "Jeg drømmer om en togrejse gennem Alperne." },
        { title: "Tallerkener til middagsselskaber", description: "Håndlavede – seks styk ville være perfekt." },
      ],
    },
  },
};
