import type { UiLanguage } from "../languages";

/**
 * The mail to households coming to an event, the evening before it (decision 109): due from
 * this hour, site time, on the day before the event's day, until the event starts.
 */
export const EVENING_BEFORE_HOUR = 18;

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export const dayIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

interface EveningBeforeTexts {
  /** Sent the day before: the usual case. */
  subjectTomorrow: string;
  /** Sent on the day itself (a run after midnight, an event early in the morning). */
  subjectToday: string;
  bodyTomorrow: string;
  bodyToday: string;
  when: string;
  place: string;
  address: string;
  map: string;
  openMap: string;
  dressCode: string;
  travelNote: string;
  notices: string;
}

export const EVENING_BEFORE_TEXTS: Record<UiLanguage, EveningBeforeTexts> = {
  sv: {
    subjectTomorrow: "I morgon: {event}",
    subjectToday: "I dag: {event}",
    bodyTomorrow: "I morgon är det dags för {event}, och vi ser fram emot att ses! Här är det ni behöver veta.",
    bodyToday: "I dag är det dags för {event}, och vi ser fram emot att ses! Här är det ni behöver veta.",
    when: "När",
    place: "Var",
    address: "Adress",
    map: "Karta",
    openMap: "Öppna kartan",
    dressCode: "Klädsel",
    travelNote: "Hitta hit",
    notices: "Bra att veta",
  },
  en: {
    subjectTomorrow: "Tomorrow: {event}",
    subjectToday: "Today: {event}",
    bodyTomorrow: "Tomorrow is {event}, and we look forward to seeing you! Here is what you need to know.",
    bodyToday: "Today is {event}, and we look forward to seeing you! Here is what you need to know.",
    when: "When",
    place: "Where",
    address: "Address",
    map: "Map",
    openMap: "Open the map",
    dressCode: "Dress code",
    travelNote: "Getting there",
    notices: "Good to know",
  },
  da: {
    subjectTomorrow: "I morgen: {event}",
    subjectToday: "I dag: {event}",
    bodyTomorrow: "I morgen er det tid til {event}, og vi glæder os til at se jer! Her er det, I skal vide.",
    bodyToday: "I dag er det tid til {event}, og vi glæder os til at se jer! Her er det, I skal vide.",
    when: "Hvornår",
    place: "Hvor",
    address: "Adresse",
    map: "Kort",
    openMap: "Åbn kortet",
    dressCode: "Påklædning",
    travelNote: "Find vej",
    notices: "Godt at vide",
  },
};
