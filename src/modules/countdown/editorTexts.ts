import type { UiLanguage } from "../../domain/languages";
import type { CountdownDateProblem } from "./countdownInput";

/** The countdown dialog (spec 2, Countdown module). */
export const COUNTDOWN_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    date: string;
    hint: string;
    problems: Record<CountdownDateProblem, string>;
    /** The legacy countdown's two text fields and the alert for a value not in their format (spec 2, Countdown module). */
    legacyDate: string;
    legacyTime: string;
    legacyFormat: string;
    unitWords: string;
    units: { days: string; hours: string; minutes: string; seconds: string };
  }
> = {
  sv: {
    date: "Datum och tid",
    hint: "Nedräkningen visar hur många dagar, timmar, minuter och sekunder som är kvar.",
    problems: {
      incomplete: "Fyll i både datum och tid, till exempel 2026-06-13 15:00.",
      outOfRange: "Välj ett datum mellan 1900-01-01 och 2099-01-01.",
    },
    legacyDate: "Datum (åååå-mm-dd)",
    legacyTime: "Tid (hh:mm)",
    legacyFormat: "Datum måste anges i formatet åååå-mm-dd och tid i formatet hh:mm, tex. 2020-01-01 och 15:00.",
    unitWords: "Orden under siffrorna",
    units: { days: "Dagar", hours: "Timmar", minutes: "Minuter", seconds: "Sekunder" },
  },
  en: {
    date: "Date and time",
    hint: "The countdown shows how many days, hours, minutes and seconds are left.",
    problems: {
      incomplete: "Fill in both the date and the time, for example 2026-06-13 15:00.",
      outOfRange: "Choose a date between 1900-01-01 and 2099-01-01.",
    },
    legacyDate: "Date (yyyy-mm-dd)",
    legacyTime: "Time (hh:mm)",
    legacyFormat: "The date must be given as yyyy-mm-dd and the time as hh:mm, e.g. 2020-01-01 and 15:00.",
    unitWords: "The words under the numbers",
    units: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
  },
  da: {
    date: "Dato og tidspunkt",
    hint: "Nedtællingen viser, hvor mange dage, timer, minutter og sekunder der er tilbage.",
    problems: {
      incomplete: "Udfyld både dato og tidspunkt, for eksempel 2026-06-13 15:00.",
      outOfRange: "Vælg en dato mellem 1900-01-01 og 2099-01-01.",
    },
    legacyDate: "Dato (åååå-mm-dd)",
    legacyTime: "Tidspunkt (tt:mm)",
    legacyFormat: "Datoen skal angives i formatet åååå-mm-dd og tidspunktet i formatet tt:mm, fx 2020-01-01 og 15:00.",
    unitWords: "Ordene under tallene",
    units: { days: "Dage", hours: "Timer", minutes: "Minutter", seconds: "Sekunder" },
  },
};
