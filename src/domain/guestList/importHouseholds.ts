import { uiLanguageFor, type UiLanguage } from "../languages";
import { headerKey, namesGuest, recognizeColumns, type ImportColumns, type ImportField } from "./importColumns";
import type { ImportTextCode } from "./importTexts";
import { countryOf } from "./postalAddress";
import { GUEST_NAME_MAX, GUESTS_PER_HOUSEHOLD, HOUSEHOLD_ADDRESS_MAX } from "./limits";
import { householdInput, type GuestEvent, type HouseholdValues } from "./types";

/** A row the import leaves out (`skipped`) or keeps with a change the owner should see; `row` counts from 1, as Excel does. */
export interface ImportProblem {
  row: number;
  code: ImportTextCode;
  value?: string | number;
  skipped: boolean;
}

export interface ImportOptions {
  /** The site's languages, the first being the default for households without a readable one. */
  languages: readonly string[];
  /** The site's events: a column headed with an event's name invites the households marked in it. */
  events?: Pick<GuestEvent, "id" | "name">[];
}

export interface ImportResult {
  /** Ready to create, in the order of their first row. */
  households: HouseholdValues[];
  problems: ImportProblem[];
  /** The headers nothing was read from, for the preview. */
  ignoredColumns: string[];
}

/** One readable row: a guest, and what it says about the guest's household. */
interface GuestRow {
  row: number;
  name: string;
  lastName: string;
  child: boolean;
  householdName: string;
  mail: string;
  phone: string;
  /** Street, then postcode and town, on their lines; "" when the row has none. */
  address: string;
  /** The country's ISO code, or null when the row names none (or one not known: noted). */
  addressCountry: string | null;
  language: string | null;
  note: string;
  tags: string[];
  eventIds: string[];
  /** The household column's text when filled, else the e-mail address and the postal address. */
  keys: string[];
}

/** How a row came into a household an earlier row began: the note the preview shows for it. */
type MergeCode = "mergedSpelling" | "mergedSameMail" | "mergedSameAddress";
const MERGE_BY_KEY: Record<string, MergeCode> = { household: "mergedSpelling", mail: "mergedSameMail", address: "mergedSameAddress" };

const YES = new Set(["ja", "j", "yes", "y", "x", "1", "true", "sant", "barn", "child"]);
const NO = new Set(["", "nej", "n", "no", "0", "false", "falskt", "vuxen", "adult", "-"]);
/** Language names owners write instead of codes. */
const LANGUAGE_NAMES: Record<string, string> = {
  svenska: "sv", swedish: "sv", engelska: "en", english: "en", danska: "da", dansk: "da", danish: "da",
  norska: "nb", norsk: "nb", norwegian: "nb", finska: "fi", finnish: "fi", tyska: "de", german: "de",
};
const mailSchema = householdInput.shape.mail;

/**
 * Households to create from a guest-list file's rows, one row per guest. Rows belong together
 * by the household column; rows without one, by a shared e-mail address, else by a shared
 * address; else each row is a household of its own. Rows that cannot be read are reported
 * and left out; the rest are reported when something in them was not used or when they were
 * merged into an earlier row's household.
 */
export function householdsFromRows(rows: string[][], options: ImportOptions): ImportResult {
  const columns = recognizeColumns(rows, options.events ?? []);
  if (!namesGuest(columns)) {
    const headers = (rows[columns.headerRow] ?? []).filter((cell) => cell !== "").join(", ");
    return { households: [], problems: [{ row: columns.headerRow + 1, code: "noNameColumn", value: headers, skipped: true }], ignoredColumns: columns.ignored };
  }
  const problems: ImportProblem[] = [];
  const guests: GuestRow[] = [];
  for (let index = columns.headerRow + 1; index < rows.length; index++) {
    const cells = rows[index]!;
    if (cells.some((cell) => cell !== "")) {
      const guest = readRow(cells, index + 1, columns, options, problems);
      if (guest) guests.push(guest);
    }
  }
  const households: HouseholdValues[] = [];
  const kept: GuestRow[] = [];
  for (const group of groupRows(guests, problems)) {
    const members = membersOf(group, problems);
    const parsed = householdInput.safeParse(householdPayload(members, options));
    if (parsed.success) {
      households.push(parsed.data);
      kept.push(...members);
      continue;
    }
    const issue = parsed.error.issues[0]!;
    for (const { row } of members) problems.push({ row, code: "householdInvalid", value: `${issue.path.join(".")}: ${issue.message}`, skipped: true });
  }
  noteSameNames(kept, problems);
  problems.sort((a, b) => a.row - b.row);
  return { households, problems, ignoredColumns: columns.ignored };
}

function readRow(cells: string[], row: number, columns: ImportColumns, options: ImportOptions, problems: ImportProblem[]): GuestRow | null {
  const cell = (field: ImportField) => {
    const index = columns.fields[field];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const lastName = cell("lastName");
  const name = cell("name") || [cell("firstName"), lastName].filter(Boolean).join(" ");
  const typed = cell("mail");
  const refuse = (code: ImportTextCode, value?: string | number) => (problems.push({ row, code, value, skipped: true }), null);
  if (name === "") return refuse("noName");
  if (name.length > GUEST_NAME_MAX) return refuse("nameTooLong", GUEST_NAME_MAX);
  // A mistyped address loses the guest nothing but the address: the owner can correct it in the list.
  const mail = typed !== "" && !mailSchema.safeParse(typed).success ? (problems.push({ row, code: "badMail", value: typed, skipped: false }), "") : typed;
  const householdName = cell("household");
  const address = postalAddress(cell("address"), cell("postcode"), cell("city"));
  const keys =
    householdName !== "" ? [`household:${sameTextKey(householdName)}`]
    : [mail !== "" ? `mail:${mail.toLowerCase()}` : "", address !== "" ? `address:${sameTextKey(address)}` : ""].filter(Boolean);
  return {
    row,
    name,
    lastName: lastName || lastWord(cell("name")),
    child: yesOrNo(cell("child"), row, problems),
    householdName,
    mail,
    phone: cell("phone"),
    address: address.slice(0, HOUSEHOLD_ADDRESS_MAX),
    addressCountry: countryOfRow(cell("country"), row, problems),
    language: languageOf(cell("language"), row, options, problems),
    note: cell("note"),
    tags: cell("tags").split(/[,;]/).map((tag) => tag.trim()).filter(Boolean),
    eventIds: [...columns.events].filter(([index]) => yesOrNo((cells[index] ?? "").trim(), row, problems)).map(([, eventId]) => eventId),
    keys,
  };
}

/**
 * Rows sharing a key (the household's name, an e-mail address, an address) are one household, in
 * the order of its first row. Keys compare letters exactly, accents included ("Jonsson" is not
 * "Jönsson"); only case, spaces and signs are ignored. Each row that joins an earlier row other
 * than by the very same household text is noted, so the preview shows every merge.
 */
function groupRows(guests: GuestRow[], problems: ImportProblem[]): GuestRow[][] {
  const groupByKey = new Map<string, GuestRow[]>();
  const groups: GuestRow[][] = [];
  for (const guest of guests) {
    const matches = guest.keys.flatMap((key) => {
      const group = groupByKey.get(key);
      return group ? [{ key, group }] : [];
    });
    const joined = [...new Set(matches.map(({ group }) => group))].sort((a, b) => a[0]!.row - b[0]!.row);
    const group = joined[0] ?? [];
    if (joined.length === 0) groups.push(group);
    for (const { key, group: other } of matches) noteMerge(guest, key, other, problems);
    for (const other of joined.slice(1)) {
      // This row links two households (one's e-mail, the other's address): they become one.
      group.push(...other.splice(0));
      for (const member of group) for (const key of member.keys) groupByKey.set(key, group);
    }
    group.push(guest);
    for (const key of guest.keys) groupByKey.set(key, group);
  }
  return groups.filter((group) => group.length > 0).map((group) => group.sort((a, b) => a.row - b.row));
}

/** Notes the row joining the household of `group`'s first row, unless it names the household exactly as that row does. */
function noteMerge(guest: GuestRow, key: string, group: GuestRow[], problems: ImportProblem[]): void {
  const first = group[0]!;
  const code = MERGE_BY_KEY[key.slice(0, key.indexOf(":"))]!;
  if (code === "mergedSpelling" && first.householdName === guest.householdName) return;
  problems.push({ row: guest.row, code, value: first.row, skipped: false });
}

/** Text compared for grouping: case, spaces and signs do not matter, letters (accents included) do. */
function sameTextKey(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The postal address as one text: the street on one line, postcode and town on the next. */
function postalAddress(street: string, postcode: string, city: string): string {
  return [street, [postcode, city].filter(Boolean).join(" ")].filter(Boolean).join("\n");
}

/** The household's guests: a name twice in one household is a repeated row, and a household holds at most the bound. */
function membersOf(group: GuestRow[], problems: ImportProblem[]): GuestRow[] {
  const members: GuestRow[] = [];
  for (const guest of group) {
    if (members.some((member) => sameTextKey(member.name) === sameTextKey(guest.name))) problems.push({ row: guest.row, code: "duplicateGuest", value: guest.name, skipped: true });
    else if (members.length >= GUESTS_PER_HOUSEHOLD) problems.push({ row: guest.row, code: "householdFull", value: GUESTS_PER_HOUSEHOLD, skipped: true });
    else members.push(guest);
  }
  const mail = members.find((member) => member.mail !== "")?.mail.toLowerCase();
  for (const member of members) if (member.mail !== "" && member.mail.toLowerCase() !== mail) problems.push({ row: member.row, code: "otherMail", value: member.mail, skipped: false });
  return members;
}

/** A country column's code or name (Swedish, English or Danish); one not known loses the row nothing but the country. */
function countryOfRow(text: string, row: number, problems: ImportProblem[]): string | null {
  const code = countryOf(text);
  if (text !== "" && !code) problems.push({ row, code: "unknownCountry", value: text, skipped: false });
  return code;
}

function yesOrNo(text: string, row: number, problems: ImportProblem[]): boolean {
  const key = headerKey(text);
  if (YES.has(key) || text === "✓" || text === "✔") return true;
  if (!NO.has(key)) problems.push({ row, code: "unclearYesNo", value: text, skipped: false });
  return false;
}

function languageOf(text: string, row: number, options: ImportOptions, problems: ImportProblem[]): string | null {
  if (text === "") return null;
  const code = LANGUAGE_NAMES[headerKey(text)] ?? text.toLowerCase();
  if (options.languages.includes(code)) return code;
  problems.push({ row, code: "unknownLanguage", value: text, skipped: false });
  return null;
}

function lastWord(name: string): string {
  return name.trim().split(/\s+/).slice(1).pop() ?? "";
}

const FAMILY_NAME: Record<UiLanguage, (lastName: string) => string> = {
  sv: (lastName) => `Familjen ${lastName}`,
  en: (lastName) => `The ${lastName} family`,
  da: (lastName) => `Familien ${lastName}`,
};
const AND: Record<UiLanguage, string> = { sv: "och", en: "and", da: "og" };

/** The household column's text; else "Familjen Berg" when its guests share a last name; else their names joined. */
function householdName(members: GuestRow[], language: UiLanguage): string {
  const named = members.find((member) => member.householdName !== "");
  if (named) return named.householdName;
  const names = members.map((member) => member.name);
  if (names.length === 1) return names[0]!;
  const lastNames = new Set(members.map((member) => member.lastName));
  const [lastName] = lastNames;
  if (lastNames.size === 1 && lastName) return FAMILY_NAME[language](lastName);
  return `${names.slice(0, -1).join(", ")} ${AND[language]} ${names[names.length - 1]}`;
}

/** The first filled value of each household field, notes and tags gathered from every row. */
function householdPayload(members: GuestRow[], options: ImportOptions) {
  const first = (pick: (member: GuestRow) => string | null) => members.map(pick).find((value) => value) || null;
  const language = first((member) => member.language) ?? options.languages[0] ?? "sv";
  return {
    name: householdName(members, uiLanguageFor(language)),
    mail: first((member) => member.mail),
    phone: first((member) => member.phone),
    address: first((member) => member.address),
    addressCountry: first((member) => member.addressCountry),
    language,
    note: [...new Set(members.map((member) => member.note).filter(Boolean))].join("\n"),
    tags: [...new Set(members.flatMap((member) => member.tags))],
    guests: members.map(({ name, child }) => ({ name, child })),
    eventIds: [...new Set(members.flatMap((member) => member.eventIds))],
  };
}

/** A guest whose name is also in another household is kept, and noted on each of their rows after the first. */
function noteSameNames(guests: GuestRow[], problems: ImportProblem[]): void {
  const seen = new Set<string>();
  for (const guest of [...guests].sort((a, b) => a.row - b.row)) {
    const key = sameTextKey(guest.name);
    if (seen.has(key)) problems.push({ row: guest.row, code: "sameNameElsewhere", value: guest.name, skipped: false });
    seen.add(key);
  }
}
