import { COUNTDOWN_DATE_RANGE } from "../countdown/schema";
import { escapeHtml } from "../../domain/html";

/** A datetime-local value taken apart, for texts that name the day and the time. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A real date and time a countdown accepts (1900 to 2099), or null: "2027-02-30T25:00" is no date. */
export function readDateTime(value: string): LocalDateTime | null {
  const match = LOCAL.exec(value);
  if (!match || value < COUNTDOWN_DATE_RANGE.min || value > COUNTDOWN_DATE_RANGE.max) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** A YYYY-MM-DD day (the wizard's reply deadline) as the start of that day, or null when empty or no calendar has it. */
export function readDate(value: string): LocalDateTime | null {
  return value ? readDateTime(`${value}T00:00`) : null;
}

/** "23 maj 2027", "23 May 2027", "23. toukokuuta 2027": the day as the language writes it. */
export function longDate(locale: string, { year, month, day }: LocalDateTime): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
}

/** "15.00": the Nordic way of writing a time of day. */
export const nordicClock = (hour: number, minute: number) => `${String(hour).padStart(2, "0")}.${String(minute).padStart(2, "0")}`;

/** "3 pm", "2.30 pm": the British way. */
export const englishClock = (hour: number, minute: number) => `${hour % 12 || 12}${minute ? `.${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;

/** Rich text from plain paragraphs; what the couple typed (names, place) can hold no markup. */
export function paragraphs(texts: readonly string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
}
