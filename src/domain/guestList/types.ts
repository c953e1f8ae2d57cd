import { z } from "zod";
import { MAIL_MAX_LENGTH } from "../limits";
import { siteMap, type SiteMap } from "../site/siteMap";
import { eventEndProblem, type EventEndProblem } from "./eventEnd";
import { countryCode } from "./postalAddress";
import {
  BULK_HOUSEHOLDS_MAX,
  GUEST_EVENT_NAME_MAX,
  GUEST_EVENT_PLACE_MAX,
  GUEST_EVENT_ACCESS_NOTE_MAX,
  GUEST_EVENT_DRESS_CODE_MAX,
  GUEST_EVENT_MAX_HOURS,
  GUEST_EVENT_TRAVEL_NOTE_MAX,
  GUEST_NAME_MAX,
  GUESTS_PER_HOUSEHOLD,
  GUEST_EVENTS_PER_SITE,
  HOUSEHOLD_ADDRESS_MAX,
  HOUSEHOLD_NAME_MAX,
  HOUSEHOLD_NOTE_MAX,
  PHONE_MAX,
  TAG_MAX,
  TAGS_PER_SITE,
} from "./limits";

/** The guest list's shapes (issue 15), shared by the owner API, the import and the owner's pages. */

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
export const languageCode = z.string().regex(LANGUAGE_CODE, "Not a language code");
const nameText = (max: number) => z.string().trim().min(1, "Must not be empty").max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** A text per site language, like module titles; empty entries are dropped. */
const translated = (max: number) =>
  z.record(languageCode, z.string().trim().max(max)).transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text !== "")));

/** A tag as the owner typed it, trimmed; tags compare exactly. */
export const guestTag = nameText(TAG_MAX);

export const householdGuestInput = z.object({
  /** A guest already stored keeps its id (later answers refer to it); a guest without one is new. */
  id: z.uuid().optional(),
  name: nameText(GUEST_NAME_MAX),
  child: z.boolean().default(false),
});
export type HouseholdGuestInput = z.infer<typeof householdGuestInput>;

/** A household as created or replaced by the owner (or built by the import); guests keep the given order. */
export const householdInput = z.object({
  name: nameText(HOUSEHOLD_NAME_MAX),
  mail: z
    .string()
    .trim()
    .max(MAIL_MAX_LENGTH)
    .transform((value) => (value === "" ? null : value))
    .pipe(z.email("Not an e-mail address").nullable())
    .nullable()
    .default(null),
  phone: optionalText(PHONE_MAX).default(null),
  /** The postal address, lines kept: for sending cards. */
  address: optionalText(HOUSEHOLD_ADDRESS_MAX).default(null),
  /** The address's country (ISO 3166-1 alpha-2); left out, the stored one is kept (decision 105). */
  addressCountry: countryCode.nullable().optional(),
  /** One of the site's languages; checked against the site when stored. */
  language: languageCode,
  note: z.string().trim().max(HOUSEHOLD_NOTE_MAX).default(""),
  tags: z
    .array(guestTag)
    .max(TAGS_PER_SITE)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  guests: z
    .array(householdGuestInput)
    .max(GUESTS_PER_HOUSEHOLD)
    .default([])
    .refine((guests) => new Set(guests.flatMap((guest) => (guest.id ? [guest.id] : []))).size === guests.filter((guest) => guest.id).length, "A guest is listed twice"),
  /** Ids of the site's events the household is invited to. */
  eventIds: z
    .array(z.uuid())
    .max(GUEST_EVENTS_PER_SITE)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type HouseholdInput = z.input<typeof householdInput>;
export type HouseholdValues = z.output<typeof householdInput>;

/** What an event offers guests who need it (issue 34): four marks and a note per language. */
export const eventAccess = z.object({
  stepFree: z.boolean().default(false),
  parkingNearby: z.boolean().default(false),
  hearingLoop: z.boolean().default(false),
  quietRoom: z.boolean().default(false),
  note: translated(GUEST_EVENT_ACCESS_NOTE_MAX).default({}),
});
export type EventAccess = z.output<typeof eventAccess>;

const END_PROBLEMS: Record<EventEndProblem, string> = {
  needsStart: "An end needs a start",
  notAfterStart: "The event must end after it starts",
  tooLong: `An event lasts at most ${GUEST_EVENT_MAX_HOURS / 24} days`,
};

export const guestEventInput = z
  .object({
    name: translated(GUEST_EVENT_NAME_MAX).refine((name) => Object.keys(name).length > 0, "The event needs a name"),
    /** ISO 8601 with offset; null when the time is not set yet. */
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** ISO 8601 with offset, after startsAt; null: the end is not said. */
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    place: translated(GUEST_EVENT_PLACE_MAX)
      .transform((place) => (Object.keys(place).length === 0 ? null : place))
      .nullable()
      .default(null),
    /** The address with its drawn map (the Location module's shape); null: no address. */
    map: siteMap.nullable().default(null),
    travelNote: translated(GUEST_EVENT_TRAVEL_NOTE_MAX).default({}),
    dressCode: translated(GUEST_EVENT_DRESS_CODE_MAX).default({}),
    access: eventAccess.default({ stepFree: false, parkingNearby: false, hearingLoop: false, quietRoom: false, note: {} }),
    /** Shown on the open page's schedule; otherwise only on the personal pages of households invited to it. */
    isPublic: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    const problem = eventEndProblem(event.startsAt, event.endsAt);
    if (problem) context.addIssue({ code: "custom", path: ["endsAt"], message: END_PROBLEMS[problem] });
  });
export type GuestEventInput = z.input<typeof guestEventInput>;
export type GuestEventValues = z.output<typeof guestEventInput>;

/** One action on many households at once; only the site's own households are touched. */
const householdIds = z
  .array(z.uuid())
  .min(1, "Choose at least one household")
  .max(BULK_HOUSEHOLDS_MAX)
  .transform((ids) => [...new Set(ids)]);
export const bulkHouseholdAction = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["addTag", "removeTag"]), tag: guestTag, householdIds }),
  z.object({ action: z.enum(["invite", "uninvite"]), eventId: z.uuid(), householdIds }),
]);
export type BulkHouseholdAction = z.input<typeof bulkHouseholdAction>;
export type BulkHouseholdChange = z.output<typeof bulkHouseholdAction>;

/** The site's events in their new order: every event id once. */
export const guestEventOrder = z.object({ eventIds: z.array(z.uuid()).max(GUEST_EVENTS_PER_SITE) });

export type TranslatedName = Record<string, string>;

export interface GuestEvent {
  id: string;
  name: TranslatedName;
  startsAt: string | null;
  endsAt: string | null;
  place: TranslatedName | null;
  map: SiteMap | null;
  travelNote: TranslatedName;
  dressCode: TranslatedName;
  access: EventAccess;
  isPublic: boolean;
  position: number;
}

export interface HouseholdGuest {
  id: string;
  name: string;
  child: boolean;
  position: number;
}

export interface Household {
  id: string;
  name: string;
  mail: string | null;
  phone: string | null;
  address: string | null;
  /** ISO 3166-1 alpha-2, or null when not given. */
  addressCountry: string | null;
  /** When the household gave its address on its page or skipped the question; null: not asked yet. */
  addressAskedAt: string | null;
  language: string;
  note: string;
  tags: string[];
  guests: HouseholdGuest[];
  eventIds: string[];
  /** The token of the household's personal link (see docs/decisions/062-guest-list-data.md). */
  linkToken: string;
  linkFirstOpenedAt: string | null;
  /** When its latest reply came, null before the first; the latest reply is its answer. */
  answeredAt: string | null;
  /** How many times it has replied: more than one means it changed its answer. */
  replyCount: number;
  createdAt: string;
  updatedAt: string;
}
