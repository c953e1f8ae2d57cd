import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { HouseholdValues } from "../../../domain/guestList/types";
import type { Db, Executor } from "../../db/client";
import { guestEvents, householdGuests, householdInvitations, householdReplies, households } from "../../db/schema";
import { isLinkToken, newLinkToken } from "./linkTokens";

/** A household as stored, with its guests (in order) and the ids of the events it is invited to. */
export interface HouseholdRow {
  id: string;
  siteId: string;
  name: string;
  mail: string | null;
  phone: string | null;
  address: string | null;
  addressCountry: string | null;
  addressAskedAt: Date | null;
  language: string;
  note: string;
  tags: string[];
  linkToken: string;
  linkFirstOpenedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  guests: { id: string; name: string; child: boolean; position: number }[];
  eventIds: string[];
  /** When the latest reply came (null: not answered), and how many replies there are (more than one: changed). */
  answeredAt: Date | null;
  replyCount: number;
}

type RawHousehold = Omit<HouseholdRow, "linkFirstOpenedAt" | "createdAt" | "updatedAt" | "answeredAt" | "addressAskedAt"> & {
  addressAskedAt: string | Date | null;
  linkFirstOpenedAt: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  answeredAt: string | Date | null;
};

/** Households with their guests, invitations and reply status in one statement, sorted by name. */
async function selectHouseholds(db: Executor, where: SQL): Promise<HouseholdRow[]> {
  const { rows } = await db.execute<RawHousehold>(sql`
    select h.id, h.site_id as "siteId", h.name, h.mail, h.phone, h.address, h.address_country as "addressCountry", h.address_asked_at as "addressAskedAt", h.language, h.note, h.tags, h.link_token as "linkToken",
      h.link_first_opened_at as "linkFirstOpenedAt", h.created_at as "createdAt", h.updated_at as "updatedAt",
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'child', g.child, 'position', g.position) order by g.position)
        from ${householdGuests} g where g.household_id = h.id), '[]') as guests,
      coalesce((select array_agg(i.event_id order by i.event_id) from ${householdInvitations} i where i.household_id = h.id), '{}') as "eventIds",
      replies."answeredAt", replies."replyCount"
    from ${households} h
    cross join lateral (select max(r.created_at) as "answeredAt", count(*)::int as "replyCount" from ${householdReplies} r where r.household_id = h.id) replies
    where ${where}
    order by lower(h.name), h.id`);
  const date = (value: string | Date) => new Date(value);
  const optionalDate = (value: string | Date | null) => (value ? date(value) : null);
  return rows.map((row) => ({ ...row, linkFirstOpenedAt: optionalDate(row.linkFirstOpenedAt), answeredAt: optionalDate(row.answeredAt), addressAskedAt: optionalDate(row.addressAskedAt), createdAt: date(row.createdAt), updatedAt: date(row.updatedAt) }));
}

export const listHouseholds = (db: Executor, siteId: string) => selectHouseholds(db, sql`h.site_id = ${siteId}`);

export async function findHousehold(db: Executor, siteId: string, householdId: string): Promise<HouseholdRow | undefined> {
  return (await selectHouseholds(db, sql`h.site_id = ${siteId} and h.id = ${householdId}`))[0];
}

/**
 * The household a personal link opens: the token through its unique index, and only on the
 * site the link was opened on, so a token of one site never finds another site's household.
 */
export async function findHouseholdByToken(db: Executor, siteId: string, token: string): Promise<HouseholdRow | undefined> {
  if (!isLinkToken(token)) return undefined;
  return (await selectHouseholds(db, sql`h.site_id = ${siteId} and h.link_token = ${token}`))[0];
}

/** Serialises the writes to one site's guest list, so two at once cannot pass its bounds together. */
export async function lockGuestList(tx: Executor, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-list:${siteId}`}, 0))`);
}

export interface GuestListCounts {
  households: number;
  guests: number;
  tags: string[];
}

/** What the site's list holds now, leaving out one household (the one being replaced). */
export async function guestListCounts(db: Executor, siteId: string, exceptHouseholdId?: string): Promise<GuestListCounts> {
  const except = exceptHouseholdId ? sql`and h.id <> ${exceptHouseholdId}` : sql``;
  const { rows } = await db.execute<{ households: number; guests: number; tags: string[] }>(sql`
    select (select count(*)::int from ${households} h where h.site_id = ${siteId} ${except}) as households,
      (select count(*)::int from ${householdGuests} g join ${households} h on h.id = g.household_id where h.site_id = ${siteId} ${except}) as guests,
      coalesce((select array_agg(distinct tag) from ${households} h, unnest(h.tags) tag where h.site_id = ${siteId} ${except}), '{}') as tags`);
  return rows[0]!;
}

export async function insertHousehold(tx: Executor, siteId: string, values: HouseholdValues, now: Date): Promise<string> {
  const [row] = await tx
    .insert(households)
    .values({ siteId, name: values.name, mail: values.mail, phone: values.phone, address: values.address, addressCountry: values.addressCountry ?? null, language: values.language, note: values.note, tags: values.tags, linkToken: newLinkToken(), createdAt: now, updatedAt: now })
    .returning({ id: households.id });
  await writeGuestsAndInvitations(tx, row!.id, values);
  return row!.id;
}

/** Replaces a household's fields, guests and invitations; guests sent with their id keep it. */
export async function updateHousehold(tx: Executor, siteId: string, householdId: string, values: HouseholdValues, now: Date): Promise<boolean> {
  const updated = await tx
    .update(households)
    .set({ name: values.name, mail: values.mail, phone: values.phone, address: values.address, addressCountry: values.addressCountry, language: values.language, note: values.note, tags: values.tags, updatedAt: now })
    .where(and(eq(households.siteId, siteId), eq(households.id, householdId)))
    .returning({ id: households.id });
  if (updated.length === 0) return false;
  const keptIds = values.guests.flatMap((guest) => (guest.id ? [guest.id] : []));
  await tx.delete(householdGuests).where(and(eq(householdGuests.householdId, householdId), keptIds.length > 0 ? notInArray(householdGuests.id, keptIds) : undefined));
  await tx.delete(householdInvitations).where(eq(householdInvitations.householdId, householdId));
  await writeGuestsAndInvitations(tx, householdId, values);
  return true;
}

/** Guests with the id of one of this household's guests are updated in place; any other is inserted anew. */
async function writeGuestsAndInvitations(tx: Executor, householdId: string, values: HouseholdValues): Promise<void> {
  const stored = new Set((await tx.select({ id: householdGuests.id }).from(householdGuests).where(eq(householdGuests.householdId, householdId))).map((row) => row.id));
  const fresh: (typeof householdGuests.$inferInsert)[] = [];
  for (const [position, guest] of values.guests.entries()) {
    if (guest.id && stored.has(guest.id)) {
      await tx.update(householdGuests).set({ name: guest.name, child: guest.child, position }).where(eq(householdGuests.id, guest.id));
    } else {
      fresh.push({ householdId, name: guest.name, child: guest.child, position });
    }
  }
  if (fresh.length > 0) await tx.insert(householdGuests).values(fresh);
  if (values.eventIds.length > 0) await tx.insert(householdInvitations).values(values.eventIds.map((eventId) => ({ householdId, eventId })));
}

export async function deleteHousehold(db: Executor, siteId: string, householdId: string): Promise<boolean> {
  const deleted = await db.delete(households).where(and(eq(households.siteId, siteId), eq(households.id, householdId))).returning({ id: households.id });
  return deleted.length > 0;
}

/** A new token for the household's link; the old one finds nothing from now on. */
export async function regenerateLinkToken(db: Executor, siteId: string, householdId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(households)
    .set({ linkToken: newLinkToken(), updatedAt: now })
    .where(and(eq(households.siteId, siteId), eq(households.id, householdId)))
    .returning({ linkToken: households.linkToken });
  return row?.linkToken;
}

/** Adds or removes a tag on the site's households among `ids`; returns how many changed. */
export async function setTag(tx: Executor, siteId: string, ids: string[], tag: string, add: boolean, now: Date): Promise<number> {
  const change = add
    ? sql`tags = array_append(tags, ${tag}::text), updated_at = ${now} where not (${tag}::text = any(tags))`
    : sql`tags = array_remove(tags, ${tag}::text), updated_at = ${now} where ${tag}::text = any(tags)`;
  const result = await tx.execute(sql`update ${households} set ${change} and site_id = ${siteId} and id = any(${sql.param(ids)}::uuid[])`);
  return result.rowCount ?? 0;
}

/** Invites the site's households among `ids` to the event (of the same site), or takes the invitation back. */
export async function setInvitation(tx: Executor, siteId: string, ids: string[], eventId: string, invite: boolean): Promise<number> {
  const ownIds = tx.select({ id: households.id }).from(households).where(and(eq(households.siteId, siteId), inArray(households.id, ids)));
  if (!invite) {
    const deleted = await tx
      .delete(householdInvitations)
      .where(and(eq(householdInvitations.eventId, eventId), inArray(householdInvitations.householdId, ownIds)))
      .returning({ id: householdInvitations.householdId });
    return deleted.length;
  }
  const result = await tx.execute(sql`
    insert into ${householdInvitations} (household_id, event_id)
    select h.id, ${eventId} from ${households} h where h.site_id = ${siteId} and h.id = any(${sql.param(ids)}::uuid[])
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** The whole guest list: households (their guests and invitations with them) and events. */
export async function deleteGuestList(db: Db, siteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(households).where(eq(households.siteId, siteId));
    await tx.delete(guestEvents).where(eq(guestEvents.siteId, siteId));
  });
}
