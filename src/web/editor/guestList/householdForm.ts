import type { Household, HouseholdInput } from "../../../domain/guestList/types";

/** A guest row in the dialog: `key` tells rows apart while editing; a stored guest keeps its `id`. */
export interface GuestRow {
  key: string;
  id?: string;
  name: string;
  child: boolean;
}

export interface HouseholdForm {
  name: string;
  mail: string;
  phone: string;
  /** Street, postcode and town on their lines. */
  address: string;
  /** ISO code, "" for none given. */
  addressCountry: string;
  language: string;
  note: string;
  tags: string[];
  /** A tag typed but not yet added. */
  tagDraft: string;
  guests: GuestRow[];
  eventIds: string[];
}

let rows = 0;
export const newGuestRow = (): GuestRow => ({ key: `new-${++rows}`, name: "", child: false });

/** The dialog's starting values: a household's own, or a new one in the site's main language with one guest to fill in. */
export function householdForm(household: Household | null, languages: string[]): HouseholdForm {
  if (!household) return { name: "", mail: "", phone: "", address: "", addressCountry: "", language: languages[0] ?? "sv", note: "", tags: [], tagDraft: "", guests: [newGuestRow()], eventIds: [] };
  return {
    name: household.name,
    mail: household.mail ?? "",
    phone: household.phone ?? "",
    address: household.address ?? "",
    addressCountry: household.addressCountry ?? "",
    language: household.language,
    note: household.note,
    tags: household.tags,
    tagDraft: "",
    guests: household.guests.map((guest) => ({ key: guest.id, id: guest.id, name: guest.name, child: guest.child })),
    eventIds: household.eventIds,
  };
}

/**
 * What is sent: guest rows left without a name are left out, so an empty row to fill in never
 * blocks saving; a tag typed but not added is kept, as the owner would expect.
 */
export function householdInputOf({ tagDraft, addressCountry, ...form }: HouseholdForm): HouseholdInput {
  const typed = tagDraft.trim();
  return {
    ...form,
    addressCountry: addressCountry || null,
    tags: typed && !form.tags.includes(typed) ? [...form.tags, typed] : form.tags,
    guests: form.guests.filter((guest) => guest.name.trim() !== "").map(({ id, name, child }) => ({ ...(id ? { id } : {}), name, child })),
  };
}

/** Moves a row one place up (-1) or down (+1); at either end it stays. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
