import type { UiLanguage } from "../../../domain/languages";
import { fill } from "../../../domain/fill";
import { ADDRESS_LINES_MAX, type AddressEntry } from "./addressList";
import { ADDRESS_LIST_TEXTS } from "./texts";

/** Excel reads a CSV as UTF-8 only after this mark; without it å, ä and ö come out garbled. */
const BYTE_ORDER_MARK = "\uFEFF";

/** A cell quoted for Excel's semicolon CSV; a leading =, +, - or @ is written as text, never run as a formula. */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The address list as a CSV for Excel (decision 105): UTF-8 with a byte-order mark, semicolons
 * (Excel's separator in Swedish and Danish settings), CRLF. One row per household; a household
 * without an address is on the list with "Adress saknas".
 */
export function addressCsv(entries: AddressEntry[], language: UiLanguage): string {
  const texts = ADDRESS_LIST_TEXTS[language];
  const lineHeads = Array.from({ length: ADDRESS_LINES_MAX }, (_, index) => fill(texts.line, { n: index + 1 }));
  const rows = [[texts.household, ...lineHeads, texts.country, texts.missing]];
  for (const entry of entries) {
    const lines = Array.from({ length: ADDRESS_LINES_MAX }, (_, index) => entry.lines[index] ?? "");
    rows.push([entry.name, ...lines, entry.countryCode, entry.lines.length === 0 ? texts.missing : ""]);
  }
  return BYTE_ORDER_MARK + rows.map((row) => row.map(cell).join(";")).join("\r\n") + "\r\n";
}
