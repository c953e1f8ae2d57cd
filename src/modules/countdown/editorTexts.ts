import type { UiLanguage } from "../../domain/languages";
import type { CountdownDateProblem } from "./countdownInput";

/** The countdown dialog (spec 2, Countdown module). */
export const COUNTDOWN_EDITOR_TEXTS: Record<UiLanguage, { date: string; hint: string; problems: Record<CountdownDateProblem, string> }> = {
  sv: {
    date: "Datum och tid",
    hint: "Nedräkningen visar hur många dagar, timmar, minuter och sekunder som är kvar.",
    problems: {
      incomplete: "Fyll i både datum och tid, till exempel 2026-06-13 15:00.",
      outOfRange: "Välj ett datum mellan 1900-01-01 och 2099-01-01.",
    },
  },
  en: {
    date: "Date and time",
    hint: "The countdown shows how many days, hours, minutes and seconds are left.",
    problems: {
      incomplete: "Fill in both the date and the time, for example 2026-06-13 15:00.",
      outOfRange: "Choose a date between 1900-01-01 and 2099-01-01.",
    },
  },
  da: {
    date: "Dato og tidspunkt",
    hint: "Nedtællingen viser, hvor mange dage, timer, minutter og sekunder der er tilbage.",
    problems: {
      incomplete: "Udfyld både dato og tidspunkt, for eksempel 2026-06-13 15:00.",
      outOfRange: "Vælg en dato mellem 1900-01-01 og 2099-01-01.",
    },
  },
};
