import type { Household } from "../../../domain/guestList/types";

/**
 * A household's status for the owner (decision 064): the link not yet opened, opened, answered
 * (one reply), or changed (replied again). A reply counts as opened even when the first visit
 * was not recorded.
 */
export type HouseholdStatus = "notOpened" | "opened" | "answered" | "changed";
const HOUSEHOLD_STATUSES: readonly HouseholdStatus[] = ["notOpened", "opened", "answered", "changed"];

export function householdStatus(household: Pick<Household, "linkFirstOpenedAt" | "replyCount">): HouseholdStatus {
  if (household.replyCount > 1) return "changed";
  if (household.replyCount === 1) return "answered";
  return household.linkFirstOpenedAt ? "opened" : "notOpened";
}

export type HouseholdSort = "name" | "status" | "created";
export const HOUSEHOLD_SORTS: readonly HouseholdSort[] = ["name", "status", "created"];

export interface HouseholdQuery {
  /** Matched against the household's name, its guests' names and its mail. */
  search: string;
  /** Only households with this tag; empty for all. */
  tag: string;
  /** Only households without a postal address (the cards' address list lists them as missing). */
  missingAddress?: boolean;
  sort: HouseholdSort;
}

/** No postal address to post a card to. */
export const lacksAddress = (household: Pick<Household, "address">) => !household.address?.trim();

const folded = (text: string, language: string) => text.toLocaleLowerCase(language).normalize("NFC");

function matches(household: Household, words: string[], language: string): boolean {
  const haystack = folded([household.name, household.mail ?? "", ...household.guests.map((guest) => guest.name)].join("\n"), language);
  return words.every((word) => haystack.includes(word));
}

/**
 * The households shown: those matching every word searched for and the chosen tag, sorted by
 * name (in the owner's language's order), by status (least far along first, so whoever has not
 * opened the link comes first), or newest first.
 */
export function shownHouseholds(households: readonly Household[], query: HouseholdQuery, language: string): Household[] {
  const words = folded(query.search, language).split(/\s+/).filter(Boolean);
  const byName = new Intl.Collator(language).compare;
  const compare: Record<HouseholdSort, (a: Household, b: Household) => number> = {
    name: (a, b) => byName(a.name, b.name),
    status: (a, b) => HOUSEHOLD_STATUSES.indexOf(householdStatus(a)) - HOUSEHOLD_STATUSES.indexOf(householdStatus(b)) || byName(a.name, b.name),
    created: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a.name, b.name),
  };
  return households
    .filter((household) => (!query.tag || household.tags.includes(query.tag)) && (!query.missingAddress || lacksAddress(household)) && matches(household, words, language))
    .sort(compare[query.sort]);
}

/** Every tag in use on the list, in the owner's language's order: the tag filter's and the tag field's choices. */
export function usedTags(households: readonly Household[], language: string): string[] {
  return [...new Set(households.flatMap((household) => household.tags))].sort(new Intl.Collator(language).compare);
}

/** Adults and children of a household. */
export const guestCounts = (household: Pick<Household, "guests">) => ({
  adults: household.guests.filter((guest) => !guest.child).length,
  children: household.guests.filter((guest) => guest.child).length,
});
