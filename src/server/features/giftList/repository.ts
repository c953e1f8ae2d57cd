import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { GiftEntryKind } from "../../../domain/giftList/giftList";
import type { Executor } from "../../db/client";
import { giftContributions, giftListSettings, giftReservations, giftThankYouMails, households } from "../../db/schema";

/** The newest entries of each kind the list shows: far more than a wedding's gifts, a bound on one answer. */
export const LISTED_PER_KIND = 5000;

/** One contribution or reservation with its household, as the presenter takes it. */
export interface GiftRow {
  id: string;
  kind: GiftEntryKind;
  moduleId: string;
  itemId: string;
  amount: number | null;
  quantity: number | null;
  giverName: string | null;
  greeting: string;
  language: string | null;
  householdId: string | null;
  householdName: string | null;
  householdMail: string | null;
  householdLanguage: string | null;
  createdAt: Date;
  receivedAt: Date | null;
  thankedAt: Date | null;
}

const household = { householdId: households.id, householdName: households.name, householdMail: households.mail, householdLanguage: households.language };

/** Contributions as `GiftRow`s, for a caller's where clause. */
export function contributionRows(db: Executor) {
  return db
    .select({
      id: giftContributions.id,
      kind: sql<GiftEntryKind>`'contribution'`,
      moduleId: giftContributions.moduleId,
      itemId: giftContributions.itemId,
      amount: giftContributions.amountKronor,
      quantity: sql<number | null>`null::int`,
      giverName: giftContributions.giverName,
      greeting: giftContributions.greeting,
      language: giftContributions.language,
      ...household,
      createdAt: giftContributions.createdAt,
      receivedAt: giftContributions.receivedAt,
      thankedAt: giftContributions.thankedAt,
    })
    .from(giftContributions)
    .leftJoin(households, eq(households.id, giftContributions.householdId));
}

/** Reservations as `GiftRow`s, for a caller's where clause. */
export function reservationRows(db: Executor) {
  return db
    .select({
      id: giftReservations.id,
      kind: sql<GiftEntryKind>`'reservation'`,
      moduleId: giftReservations.moduleId,
      itemId: giftReservations.itemId,
      amount: sql<number | null>`null::int`,
      quantity: giftReservations.quantity,
      giverName: giftReservations.giverName,
      greeting: sql<string>`''`,
      language: giftReservations.language,
      ...household,
      createdAt: giftReservations.createdAt,
      receivedAt: sql<Date | null>`null::timestamptz`,
      thankedAt: giftReservations.thankedAt,
    })
    .from(giftReservations)
    .leftJoin(households, eq(households.id, giftReservations.householdId));
}

/** The site's newest gifts of both kinds, newest first. */
export async function listGifts(db: Executor, siteId: string): Promise<GiftRow[]> {
  const [given, reserved] = await Promise.all([
    contributionRows(db).where(eq(giftContributions.siteId, siteId)).orderBy(desc(giftContributions.createdAt)).limit(LISTED_PER_KIND),
    reservationRows(db).where(eq(giftReservations.siteId, siteId)).orderBy(desc(giftReservations.createdAt)).limit(LISTED_PER_KIND),
  ]);
  return [...given, ...reserved].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** One entry of the site, locked for the transaction when `lock`; undefined when it is not this site's. */
export async function findGift(db: Executor, siteId: string, kind: GiftEntryKind, id: string, lock = false): Promise<GiftRow | undefined> {
  const query =
    kind === "contribution"
      ? contributionRows(db).where(and(eq(giftContributions.siteId, siteId), eq(giftContributions.id, id)))
      : reservationRows(db).where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.id, id)));
  const [row] = await (lock ? query.for("update", { of: kind === "contribution" ? giftContributions : giftReservations }) : query);
  return row;
}

/** Every entry of the household on the site, locked for the transaction: the gifts one thank-you may name. */
export async function householdGifts(tx: Executor, siteId: string, householdId: string): Promise<GiftRow[]> {
  const [given, reserved] = [
    await contributionRows(tx).where(and(eq(giftContributions.siteId, siteId), eq(giftContributions.householdId, householdId))).for("update", { of: giftContributions }),
    await reservationRows(tx).where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.householdId, householdId))).for("update", { of: giftReservations }),
  ];
  return [...given, ...reserved];
}

/** Kronor pledged per gift, and those the couple ticked received. */
export async function moneyPerItem(db: Executor, siteId: string): Promise<{ moduleId: string; itemId: string; given: number; received: number }[]> {
  return db
    .select({
      moduleId: giftContributions.moduleId,
      itemId: giftContributions.itemId,
      given: sql<number>`sum(${giftContributions.amountKronor})::int`,
      received: sql<number>`coalesce(sum(${giftContributions.amountKronor}) filter (where ${giftContributions.receivedAt} is not null), 0)::int`,
    })
    .from(giftContributions)
    .where(eq(giftContributions.siteId, siteId))
    .groupBy(giftContributions.moduleId, giftContributions.itemId);
}

const stamp = (column: typeof giftContributions.receivedAt | typeof giftContributions.thankedAt | typeof giftReservations.thankedAt, on: boolean | undefined, now: Date) =>
  on === undefined ? undefined : on ? sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` : null;

/** The couple's ticks: true keeps an earlier time, false clears it. */
export async function setTicks(db: Executor, siteId: string, kind: GiftEntryKind, id: string, ticks: { received?: boolean; thanked?: boolean }, now: Date): Promise<void> {
  if (kind === "contribution") {
    const set = { receivedAt: stamp(giftContributions.receivedAt, ticks.received, now), thankedAt: stamp(giftContributions.thankedAt, ticks.thanked, now) };
    if (set.receivedAt === undefined && set.thankedAt === undefined) return;
    await db.update(giftContributions).set(set).where(and(eq(giftContributions.siteId, siteId), eq(giftContributions.id, id)));
  } else if (ticks.thanked !== undefined) {
    await db.update(giftReservations).set({ thankedAt: stamp(giftReservations.thankedAt, ticks.thanked, now) }).where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.id, id)));
  }
}

/** Ticks the named entries thanked, earlier times kept. */
export async function markThanked(tx: Executor, siteId: string, entries: readonly { kind: GiftEntryKind; id: string }[], now: Date): Promise<void> {
  const ids = (kind: GiftEntryKind) => entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);
  const [given, reserved] = [ids("contribution"), ids("reservation")];
  if (given.length) await tx.update(giftContributions).set({ thankedAt: stamp(giftContributions.thankedAt, true, now) }).where(and(eq(giftContributions.siteId, siteId), inArray(giftContributions.id, given)));
  if (reserved.length) await tx.update(giftReservations).set({ thankedAt: stamp(giftReservations.thankedAt, true, now) }).where(and(eq(giftReservations.siteId, siteId), inArray(giftReservations.id, reserved)));
}

/** Ticks the site's contributions among `ids` received (earlier times kept); how many of them are the site's. */
export async function markReceived(db: Executor, siteId: string, ids: string[], now: Date): Promise<number> {
  const rows = await db
    .update(giftContributions)
    .set({ receivedAt: sql`coalesce(${giftContributions.receivedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(giftContributions.siteId, siteId), inArray(giftContributions.id, ids)))
    .returning({ id: giftContributions.id });
  return rows.length;
}

export async function readThankYouTexts(db: Executor, siteId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ texts: giftListSettings.thankYouTexts }).from(giftListSettings).where(eq(giftListSettings.siteId, siteId));
  return row?.texts ?? {};
}

export async function writeThankYouTexts(db: Executor, siteId: string, texts: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insert(giftListSettings)
    .values({ siteId, thankYouTexts: texts, updatedAt: now })
    .onConflictDoUpdate({ target: giftListSettings.siteId, set: { thankYouTexts: texts, updatedAt: now } });
}

/** Serialises the site's thank-you sends until the transaction ends, so two cannot both spend the day's last mail. */
export async function lockThankYouSends(tx: Executor, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gift-thanks:${siteId}`}, 0))`);
}

/** The site's thank-you mails queued since `since`: mails, however many gifts each named. */
export async function thankYouMailsSince(tx: Executor, siteId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${giftThankYouMails.mailId})::int` })
    .from(giftThankYouMails)
    .where(and(eq(giftThankYouMails.siteId, siteId), gt(giftThankYouMails.createdAt, since)));
  return row?.count ?? 0;
}

/** When the entry was last named in a thank-you mail, if ever. */
export async function latestThankYou(tx: Executor, entryId: string): Promise<Date | undefined> {
  const [row] = await tx.select({ createdAt: giftThankYouMails.createdAt }).from(giftThankYouMails).where(eq(giftThankYouMails.entryId, entryId)).orderBy(desc(giftThankYouMails.round)).limit(1);
  return row?.createdAt;
}

/** Records one mail naming `entryIds`, each in its next round. */
export async function recordThankYou(tx: Executor, siteId: string, mailId: string, entryIds: readonly string[], now: Date): Promise<void> {
  const rounds = await tx
    .select({ entryId: giftThankYouMails.entryId, round: sql<number>`max(${giftThankYouMails.round})::int` })
    .from(giftThankYouMails)
    .where(inArray(giftThankYouMails.entryId, [...entryIds]))
    .groupBy(giftThankYouMails.entryId);
  const last = new Map(rounds.map((row) => [row.entryId, row.round]));
  await tx.insert(giftThankYouMails).values(entryIds.map((entryId) => ({ siteId, mailId, entryId, round: (last.get(entryId) ?? 0) + 1, createdAt: now })));
}
