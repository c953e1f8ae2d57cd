/** Dates as the spec shows them: YYYY-MM-DD, receipts YYYY-MM-DD HH:mm (Swedish local time). */
export const DEFAULT_EXPIRY_DATE = "2022-11-01";
const TIME_ZONE = "Europe/Stockholm";

function parts(value: Date | string) {
  const date = typeof value === "string" ? new Date(value) : value;
  const fields = new Intl.DateTimeFormat("sv-SE", {
    timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).formatToParts(date);
  return Object.fromEntries(fields.map((field) => [field.type, field.value]));
}

export function formatDate(value: Date | string | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const p = parts(value);
  return `${p.year}-${p.month}-${p.day}`;
}

export function formatDateTime(value: Date | string): string {
  const p = parts(value);
  return `${formatDate(value)} ${p.hour}:${p.minute}`;
}
