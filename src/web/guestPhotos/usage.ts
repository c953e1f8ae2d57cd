import type { UiLanguage } from "../../domain/languages";

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A storage size as the couple reads it ("1,2 GB"): GB from a gigabyte, MB below, in the language's number format. */
export function storageSize(bytes: number, language: UiLanguage): string {
  const gigabytes = bytes >= GB;
  const amount = bytes / (gigabytes ? GB : MB);
  // A few kilobytes show as 0,1 MB: "0 MB" would say the guests have stored nothing.
  const shown = bytes > 0 && amount < 0.1 ? 0.1 : amount;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: shown < 10 ? 1 : 0 }).format(shown)} ${gigabytes ? "GB" : "MB"}`;
}
