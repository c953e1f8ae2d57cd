import { z } from "zod";
import { ROOM_HEIGHT, ROOM_WIDTH, SEAT_CHANGES_MAX, SEATING_PAIRS_MAX, SEATS_PER_TABLE_MAX, TABLE_NAME_MAX } from "./limits";

/**
 * A seating plan (issue 35): per guest-list event, tables on a room drawing and the guests who
 * said yes placed on their seats. The payloads of the owner's calls and the plan's answer.
 */

/** round: seats around; long: seats on both long sides; head: one side facing the room (the couple's table). */
export const TABLE_SHAPES = ["round", "long", "head"] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** A table partner's part in the Nordic custom (bordsdam, bordsherre): the couple marks it; nothing is read from names. */
export const PARTNER_ROLES = ["dam", "herre"] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** What a guest needs to be near: the exit (a wheelchair, a pram) or the speakers (hearing). */
export const ACCESS_NEEDS = ["exit", "speakers"] as const;
export type AccessNeed = (typeof ACCESS_NEEDS)[number];

const tableName = z.string().trim().min(1, "Must not be empty").max(TABLE_NAME_MAX);
const coordinate = (max: number) => z.number().int().min(0).max(max);

const tableFields = z.object({
  name: tableName,
  shape: z.enum(TABLE_SHAPES),
  seats: z.number().int().min(1).max(SEATS_PER_TABLE_MAX),
  /** The table's centre on the room drawing. */
  x: coordinate(ROOM_WIDTH),
  y: coordinate(ROOM_HEIGHT),
  /** Degrees clockwise, whole, 0–359. */
  rotation: z.number().int().min(0).max(359),
  nearExit: z.boolean(),
  nearSpeakers: z.boolean(),
});

export const tableInput = tableFields.extend({ rotation: tableFields.shape.rotation.default(0), nearExit: tableFields.shape.nearExit.default(false), nearSpeakers: tableFields.shape.nearSpeakers.default(false) });
export type TableInput = z.input<typeof tableInput>;
export type TableValues = z.output<typeof tableInput>;

/** A change of the fields it names (no defaults: a field left out keeps its value); fewer seats than guests placed on it is refused (422 on seats). */
export const tablePatch = tableFields.partial();
export type TablePatch = z.input<typeof tablePatch>;

/** One guest moved: to a seat (table and seat number from 0), or off the plan (both null). */
export const seatChange = z
  .object({
    guestId: z.uuid(),
    tableId: z.uuid().nullable(),
    seat: z.number().int().min(0).max(SEATS_PER_TABLE_MAX - 1).nullable(),
  })
  .refine((change) => (change.tableId === null) === (change.seat === null), { message: "A seat needs its table", path: ["seat"] });

/**
 * Guests moved at once (a drag, a keyboard move, a bulk move, a swap). `revision` is the plan's
 * revision the page drew: a seat another tab took since is a 409 with the plan as it is now.
 */
export const seatChanges = z.object({
  revision: z.number().int().min(0),
  changes: z
    .array(seatChange)
    .min(1)
    .max(SEAT_CHANGES_MAX)
    .refine((changes) => new Set(changes.map((change) => change.guestId)).size === changes.length, "A guest is listed twice"),
});
export type SeatChanges = z.input<typeof seatChanges>;

/** What the couple marks on a guest for the rules; each field left out is kept. */
export const guestMarks = z.object({
  guestIds: z.array(z.uuid()).min(1).max(SEAT_CHANGES_MAX),
  locked: z.boolean().optional(),
  role: z.enum(PARTNER_ROLES).nullable().optional(),
  need: z.enum(ACCESS_NEEDS).nullable().optional(),
  family: z.boolean().optional(),
});
export type GuestMarks = z.input<typeof guestMarks>;

const guestPair = z.tuple([z.uuid(), z.uuid()]).refine(([a, b]) => a !== b, "A pair needs two guests");

/** The rules "Placera åt mig" follows, each switched on or off by the couple. Households always sit at one table. */
export const seatingRules = z.object({
  /** Two adults of one household do not sit side by side. */
  splitCouples: z.boolean().default(true),
  /** Dam and herre alternate around each table. */
  alternatePartners: z.boolean().default(false),
  /** A guest with an access need sits at a table near the exit or the speakers. */
  accessNear: z.boolean().default(true),
  /** Guests marked family sit at the tables nearest the head table. */
  familiesNearHead: z.boolean().default(true),
  /** Pairs never at one table. */
  apart: z.array(guestPair).max(SEATING_PAIRS_MAX).default([]),
  /** Pairs always at one table. */
  together: z.array(guestPair).max(SEATING_PAIRS_MAX).default([]),
});
export type SeatingRules = z.output<typeof seatingRules>;
export const DEFAULT_SEATING_RULES: SeatingRules = seatingRules.parse({});

/** The plan's own settings: whether the open page's "Hitta din plats" may search this event's names. */
export const seatingSettings = z.object({ openSearch: z.boolean() });
