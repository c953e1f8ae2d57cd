import type { GuestEvent } from "./types";

/** What a column of a guest-list file holds. */
export type ImportField =
  | "name"
  | "firstName"
  | "lastName"
  | "mail"
  | "phone"
  | "household"
  | "address"
  | "postcode"
  | "city"
  | "country"
  | "child"
  | "language"
  | "tags"
  | "note";

/** Header names, Swedish and English, as `headerKey` leaves them (lower case, no accents, no spaces or signs). */
const HEADER_NAMES: Record<ImportField, string[]> = {
  name: ["namn", "name", "fulltnamn", "fullname", "gast", "guest", "gastnamn", "guestname"],
  firstName: ["fornamn", "firstname", "givenname", "first"],
  lastName: ["efternamn", "lastname", "surname", "familyname", "last"],
  mail: ["epost", "epostadress", "email", "emailaddress", "mail", "mejl", "mailadress"],
  phone: ["telefon", "telefonnummer", "tel", "mobil", "mobilnummer", "phone", "phonenumber", "mobile"],
  household: ["hushall", "household", "familj", "family", "sallskap", "party"],
  address: ["adress", "address", "gatuadress", "postadress", "streetaddress", "street"],
  postcode: ["postnummer", "postnr", "postcode", "zip", "zipcode", "postalcode"],
  city: ["ort", "postort", "stad", "city", "town"],
  country: ["land", "country", "countrycode", "landskod"],
  child: ["barn", "child", "kid", "arbarn", "ischild"],
  language: ["sprak", "language", "lang"],
  tags: ["grupp", "grupper", "tagg", "taggar", "group", "groups", "tag", "tags", "kategori", "category"],
  note: ["anteckning", "anteckningar", "kommentar", "notering", "note", "notes", "comment"],
};

const FIELD_BY_HEADER = new Map(Object.entries(HEADER_NAMES).flatMap(([field, names]) => names.map((name) => [name, field as ImportField])));

/** Case, accents, spaces and signs do not matter: "E-post", "e post" and "EPOST" are one header. */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]/g, "");
}

/** Where each field is in the rows (a column index), the event columns, and the headers nothing reads. */
export interface ImportColumns {
  headerRow: number;
  fields: Partial<Record<ImportField, number>>;
  /** Column index → the id of the event whose name heads it. */
  events: Map<number, string>;
  ignored: string[];
}

/** Rows looked at for the header: a file may start with a title row or two. */
const HEADER_SEARCH_ROWS = 10;

/**
 * Recognises the header row: the first of the first rows that names the guest (Namn, or
 * Förnamn/Efternamn), else the first row with text. A column headed with the name of one of
 * the site's events, in any of its languages, is that event's invitation column.
 */
export function recognizeColumns(rows: string[][], events: Pick<GuestEvent, "id" | "name">[]): ImportColumns {
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS).map((row, index) => ({ index, columns: columnsOf(row, index, events) }));
  const named = candidates.find(({ columns }) => namesGuest(columns));
  const firstWithText = candidates.find(({ index }) => rows[index]!.some((cell) => cell !== ""));
  return (named ?? firstWithText ?? { columns: columnsOf([], 0, events) }).columns;
}

export function namesGuest(columns: ImportColumns): boolean {
  return columns.fields.name !== undefined || columns.fields.firstName !== undefined || columns.fields.lastName !== undefined;
}

function columnsOf(row: string[], headerRow: number, events: Pick<GuestEvent, "id" | "name">[]): ImportColumns {
  const eventByHeader = new Map(events.flatMap((event) => Object.values(event.name).map((name) => [headerKey(name), event.id] as const)));
  const columns: ImportColumns = { headerRow, fields: {}, events: new Map(), ignored: [] };
  row.forEach((header, index) => {
    const key = headerKey(header);
    if (key === "") return;
    const field = FIELD_BY_HEADER.get(key);
    const eventId = eventByHeader.get(key);
    if (field && columns.fields[field] === undefined) columns.fields[field] = index;
    else if (eventId && ![...columns.events.values()].includes(eventId)) columns.events.set(index, eventId);
    else columns.ignored.push(header);
  });
  return columns;
}
