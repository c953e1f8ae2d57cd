import type { UiLanguage } from "../../domain/languages";
import type { WizardStepId } from "./steps";

/** The start wizard's texts (spec 3, Quick start and wizard screens); sv is the reference. */
interface WizardTexts {
  title: string;
  steps: Record<WizardStepId, string>;
  progress: string;
  stepOf: string;
  back: string;
  next: string;
  finish: string;
  haveAccount: string;
  design: { heading: string; lead: string; chosen: string };
  information: {
    heading: string;
    lead: string;
    name1: string;
    name2: string;
    location: string;
    locationHint: string;
    date: string;
    notDecided: string;
    rsvpDeadline: string;
    rsvpDeadlineHint: string;
    pastDate: string;
    preview: string;
  };
  languages: { heading: string; lead: string; legend: string; swedishOnly: string; swedishOnlyHint: string; several: string; severalHint: string };
  content: { heading: string; lead: string; dressCode: string; children: string; gifts: string; suggestion: string; moneyNote: string };
}

export const WIZARD_TEXTS: Record<UiLanguage, WizardTexts> = {
  sv: {
    title: "Kom igång",
    steps: { design: "Stil", information: "Om dagen", languages: "Språk", content: "Innehåll" },
    progress: "Steg i guiden",
    stepOf: "Steg {step} av {steps}",
    back: "Tillbaka",
    next: "Nästa",
    finish: "Skapa vår sida",
    haveAccount: "Har du redan ett konto?",
    design: {
      heading: "Välj en stil för er sida",
      lead: "Välj den som känns mest som ni. Färger, typsnitt och allt annat går att ändra när som helst.",
      chosen: "Vald",
    },
    information: {
      heading: "Berätta om er dag",
      lead: "Det här hamnar överst på sidan. Fyll i det ni vet – resten kan ni lägga till sen.",
      name1: "Ditt namn",
      name2: "Din partners namn",
      location: "Plats",
      locationHint: "Till exempel kyrkan eller festlokalen, och orten.",
      date: "Datum och tid",
      notDecided: "Vi har inte bestämt datum än",
      rsvpDeadline: "Sista dag att OSA",
      rsvpDeadlineHint: "Visas vid OSA-formuläret, så att gästerna vet när de senast ska svara. Kan lämnas tomt.",
      pastDate: "Det datumet har redan varit. Stämmer det?",
      preview: "Så här kan det se ut",
    },
    languages: {
      heading: "Vilka språk ska sidan ha?",
      lead: "Har ni gäster från andra länder kan sidan finnas på flera språk. Gästerna väljer själva språk på sidan.",
      legend: "Språk på sidan",
      swedishOnly: "Bara svenska",
      swedishOnlyHint: "Passar när alla gäster läser svenska.",
      several: "Flera språk",
      severalHint: "Ni skriver texterna på varje språk. Det första är sidans huvudspråk.",
    },
    content: {
      heading: "Några praktiska saker",
      lead: "Vi skriver ett förslag till text på sidan utifrån era val. Allt går att ändra sen.",
      dressCode: "Klädkod",
      children: "Barn",
      gifts: "Presenter",
      suggestion: "Förslag till text på sidan",
      moneyNote: "Sidan tar inte emot pengar. Skriv själva hur gästerna kan ge, till exempel ert Swishnummer, när ni redigerar sidan.",
    },
  },
  en: {
    title: "Get started",
    steps: { design: "Style", information: "The day", languages: "Languages", content: "Content" },
    progress: "Steps of the guide",
    stepOf: "Step {step} of {steps}",
    back: "Back",
    next: "Next",
    finish: "Create our page",
    haveAccount: "Already have an account?",
    design: {
      heading: "Choose a style for your page",
      lead: "Choose the one that feels most like you. Colours, fonts and everything else can be changed at any time.",
      chosen: "Chosen",
    },
    information: {
      heading: "Tell us about your day",
      lead: "This goes at the top of the page. Fill in what you know – the rest can be added later.",
      name1: "Your name",
      name2: "Your partner's name",
      location: "Place",
      locationHint: "For example the church or the venue, and the town.",
      date: "Date and time",
      notDecided: "We have not decided the date yet",
      rsvpDeadline: "Last day to RSVP",
      rsvpDeadlineHint: "Shown by the RSVP form, so guests know when to reply by. Can be left empty.",
      pastDate: "That date has already passed. Is it right?",
      preview: "This is how it can look",
    },
    languages: {
      heading: "Which languages should the page have?",
      lead: "If guests come from other countries, the page can be in several languages. Guests choose their language on the page.",
      legend: "Languages of the page",
      swedishOnly: "Swedish only",
      swedishOnlyHint: "Right when every guest reads Swedish.",
      several: "Several languages",
      severalHint: "You write the texts in each language. The first one is the page's main language.",
    },
    content: {
      heading: "A few practical things",
      lead: "We write a suggested text from your choices. Everything can be changed later.",
      dressCode: "Dress code",
      children: "Children",
      gifts: "Gifts",
      suggestion: "Suggested text for the page",
      moneyNote: "The page takes no money. Write how guests can give, for example your bank details, when you edit the page.",
    },
  },
  da: {
    title: "Kom i gang",
    steps: { design: "Stil", information: "Om dagen", languages: "Sprog", content: "Indhold" },
    progress: "Trin i guiden",
    stepOf: "Trin {step} af {steps}",
    back: "Tilbage",
    next: "Næste",
    finish: "Lav vores side",
    haveAccount: "Har du allerede en konto?",
    design: {
      heading: "Vælg en stil til jeres side",
      lead: "Vælg den, der føles mest som jer. Farver, skrifttyper og alt andet kan ændres når som helst.",
      chosen: "Valgt",
    },
    information: {
      heading: "Fortæl om jeres dag",
      lead: "Det her kommer øverst på siden. Udfyld det, I ved – resten kan I tilføje senere.",
      name1: "Dit navn",
      name2: "Din partners navn",
      location: "Sted",
      locationHint: "For eksempel kirken eller festlokalet, og byen.",
      date: "Dato og tid",
      notDecided: "Vi har ikke besluttet datoen endnu",
      rsvpDeadline: "Sidste frist for tilmelding",
      rsvpDeadlineHint: "Vises ved tilmeldingen, så gæsterne ved, hvornår de senest skal svare. Kan stå tomt.",
      pastDate: "Den dato er allerede passeret. Er den rigtig?",
      preview: "Sådan kan det se ud",
    },
    languages: {
      heading: "Hvilke sprog skal siden have?",
      lead: "Har I gæster fra andre lande, kan siden være på flere sprog. Gæsterne vælger selv sprog på siden.",
      legend: "Sprog på siden",
      swedishOnly: "Kun svensk",
      swedishOnlyHint: "Passer, når alle gæster læser svensk.",
      several: "Flere sprog",
      severalHint: "I skriver teksterne på hvert sprog. Det første er sidens hovedsprog.",
    },
    content: {
      heading: "Et par praktiske ting",
      lead: "Vi skriver et forslag til tekst ud fra jeres valg. Alt kan ændres senere.",
      dressCode: "Dresscode",
      children: "Børn",
      gifts: "Gaver",
      suggestion: "Forslag til tekst på siden",
      moneyNote: "Siden modtager ikke penge. Skriv selv, hvordan gæsterne kan give, for eksempel jeres MobilePay-nummer, når I redigerer siden.",
    },
  },
};
