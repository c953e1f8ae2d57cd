import { uiLanguageFor, type UiLanguage } from "../languages";
import type { GuestMailKind, GuestMailText, GuestMailTexts } from "./mail";

/** The texts a guest-list mail starts from, per kind and interface language; the owner may write their own. */
export const DEFAULT_MAIL_TEXTS: Record<UiLanguage, Record<GuestMailKind, { subject: string; body: string }>> = {
  sv: {
    saveTheDate: {
      subject: "Spara datumet!",
      body: "Vi har något att fira och vill gärna ha er med. Boka in dagen redan nu – en riktig inbjudan kommer längre fram.",
    },
    invitation: {
      subject: "Ni är inbjudna!",
      body: "Det skulle betyda mycket för oss om ni ville komma och fira med oss. Här nedan ser ni vad ni är inbjudna till. Svara gärna via knappen, så vet vi hur många vi blir.",
    },
    reminder: {
      subject: "Påminnelse: glöm inte att svara",
      body: "Vi har inte fått ert svar än och skulle gärna veta om ni kommer. Det tar bara en minut via knappen här nedan.",
    },
  },
  en: {
    saveTheDate: {
      subject: "Save the date!",
      body: "We have something to celebrate and would love to have you with us. Please keep the day free – a proper invitation will follow.",
    },
    invitation: {
      subject: "You are invited!",
      body: "It would mean a lot to us if you came to celebrate with us. Below you can see what you are invited to. Please answer with the button, so that we know how many we will be.",
    },
    reminder: {
      subject: "Reminder: please let us know",
      body: "We have not had your answer yet and would love to know whether you can come. It only takes a minute with the button below.",
    },
  },
  da: {
    saveTheDate: {
      subject: "Gem datoen!",
      body: "Vi har noget at fejre og vil meget gerne have jer med. Sæt allerede nu kryds i kalenderen – en rigtig invitation følger senere.",
    },
    invitation: {
      subject: "I er inviteret!",
      body: "Det ville betyde meget for os, hvis I ville komme og fejre det med os. Herunder kan I se, hvad I er inviteret til. Svar gerne via knappen, så vi ved, hvor mange vi bliver.",
    },
    reminder: {
      subject: "Påmindelse: husk at svare",
      body: "Vi har ikke fået jeres svar endnu og vil meget gerne vide, om I kommer. Det tager kun et minut via knappen herunder.",
    },
  },
};

/** The words around the owner's text, which the owner does not write. */
interface MailFrameTexts {
  greeting: string;
  events: string;
  /** The save-the-date's heading over the day and the place. */
  when: string;
  answer: string;
  open: string;
  deadline: string;
  linkHint: string;
  stop: string;
  stopHint: string;
}

export const MAIL_FRAME_TEXTS: Record<UiLanguage, MailFrameTexts> = {
  sv: {
    greeting: "Hej {name}!",
    events: "Ni är inbjudna till",
    when: "Datum och plats",
    answer: "Svara på inbjudan",
    open: "Öppna vår sida",
    deadline: "Svara senast {date}.",
    linkHint: "Länken är personlig för er: {link}",
    stop: "Inga fler påminnelser",
    stopHint: "Vill ni inte få fler påminnelser eller uppdateringar?",
  },
  en: {
    greeting: "Dear {name},",
    events: "You are invited to",
    when: "When and where",
    answer: "Answer the invitation",
    open: "Open our page",
    deadline: "Please answer by {date}.",
    linkHint: "This link is personal to you: {link}",
    stop: "No more reminders",
    stopHint: "Do not want more reminders or updates?",
  },
  da: {
    greeting: "Kære {name}",
    events: "I er inviteret til",
    when: "Dato og sted",
    answer: "Svar på invitationen",
    open: "Åbn vores side",
    deadline: "Svar senest {date}.",
    linkHint: "Linket er personligt for jer: {link}",
    stop: "Ingen flere påmindelser",
    stopHint: "Vil I ikke have flere påmindelser eller opdateringer?",
  },
};

/** The subject and body a mail of this kind goes out with in `language`: the owner's where written, else the default. */
export function mailTextFor(texts: GuestMailTexts, kind: GuestMailKind, language: string): { subject: string; body: string } {
  const own: GuestMailText | undefined = texts[kind][language];
  const fallback = DEFAULT_MAIL_TEXTS[uiLanguageFor(language)][kind];
  return { subject: own?.subject || fallback.subject, body: own?.body || fallback.body };
}


/** The household a test send and the preview greet. */
export const SAMPLE_HOUSEHOLD_NAME: Record<UiLanguage, string> = { sv: "familjen Exempel", en: "Example family", da: "familien Eksempel" };
