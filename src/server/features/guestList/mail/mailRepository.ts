import { sql } from "drizzle-orm";
import { REMINDER_PAUSE_HOURS, type HouseholdMailKind, type MailStatus } from "../../../../domain/guestList/mail";
import type { Executor } from "../../../db/client";
import { guestListSettings, householdInvitations, householdMails, households, sites } from "../../../db/schema";
import { householdAnswered } from "../answered";

/** A household as a send sees it: whether it can and may get this kind of mail now. */
export type MailCandidate = {
  id: string;
  name: string;
  mail: string | null;
  answered: boolean;
  remindersStopped: boolean;
  /** Got this kind before (any round). */
  sentThisKind: boolean;
  recentlyReminded: boolean;
  /** Already recorded in this very round (the same send again, or the deadline's reminder at a later run). */
  inRound: boolean;
};

/** The site's households (those among `ids` when given) with what decides whether a mail of `kind` in `round` goes to them. */
export async function mailCandidates(tx: Executor, siteId: string, kind: HouseholdMailKind, round: string, ids: string[] | null, now: Date): Promise<MailCandidate[]> {
  const among = ids ? sql`and h.id = any(${sql.param(ids)}::uuid[])` : sql``;
  const since = new Date(now.getTime() - REMINDER_PAUSE_HOURS * 3_600_000);
  const { rows } = await tx.execute<MailCandidate>(sql`
    select h.id, h.name, h.mail,
      ${householdAnswered(sql`h.id`)} as answered,
      h.reminders_stopped_at is not null as "remindersStopped",
      exists (select 1 from ${householdMails} m where m.household_id = h.id and m.kind = ${kind}) as "sentThisKind",
      exists (select 1 from ${householdMails} m where m.household_id = h.id and m.kind = 'reminder' and m.created_at > ${since}::timestamptz) as "recentlyReminded",
      exists (select 1 from ${householdMails} m where m.household_id = h.id and m.kind = ${kind} and m.round = ${round}) as "inRound"
    from ${households} h
    where h.site_id = ${siteId} ${among}
    order by lower(h.name), h.id`);
  return rows;
}

/** Records the mails of one send before anything is queued; answers the households recorded now (a row already there stays as it was). */
export async function recordMails(tx: Executor, siteId: string, kind: HouseholdMailKind, round: string, householdIds: string[], now: Date): Promise<string[]> {
  if (householdIds.length === 0) return [];
  const { rows } = await tx.execute<{ household_id: string }>(sql`
    insert into ${householdMails} (household_id, site_id, kind, round, created_at)
    select id, ${siteId}::uuid, ${kind}::text, ${round}::text, ${now}::timestamptz from unnest(${sql.param(householdIds)}::uuid[]) as id
    on conflict do nothing
    returning household_id`);
  return rows.map((row) => row.household_id);
}

/** Serialises one site's sends, so two at once cannot both pick the same household. */
export async function lockMailSends(tx: Executor, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-list-mails:${siteId}`}, 0))`);
}

/** A recorded mail not yet sent, with what its household is like now. */
export type PendingMail = {
  householdId: string;
  name: string;
  mail: string | null;
  language: string;
  linkToken: string;
  eventIds: string[];
  answered: boolean;
  remindersStopped: boolean;
};

export async function unsentHouseholdIds(db: Executor, siteId: string, kind: HouseholdMailKind, round: string): Promise<string[]> {
  const { rows } = await db.execute<{ household_id: string }>(sql`
    select household_id from ${householdMails} where site_id = ${siteId} and kind = ${kind} and round = ${round} and sent_at is null and bounced_at is null`);
  return rows.map((row) => row.household_id);
}

/**
 * Locks one recorded mail for sending, while it is still unsent; a second worker on the same
 * mail skips it rather than wait, and finds it sent once the first commits.
 */
export async function lockPendingMail(tx: Executor, householdId: string, kind: HouseholdMailKind, round: string): Promise<PendingMail | undefined> {
  const { rows } = await tx.execute<PendingMail>(sql`
    select h.id as "householdId", h.name, h.mail, h.language, h.link_token as "linkToken",
      coalesce((select array_agg(i.event_id) from ${householdInvitations} i where i.household_id = h.id), '{}') as "eventIds",
      ${householdAnswered(sql`h.id`)} as answered,
      h.reminders_stopped_at is not null as "remindersStopped"
    from ${householdMails} m join ${households} h on h.id = m.household_id
    where m.household_id = ${householdId} and m.kind = ${kind} and m.round = ${round} and m.sent_at is null and m.bounced_at is null
    for update of m skip locked`);
  return rows[0];
}

/** Sent, and delivered to the mail server when it answered (as SMTP's 250 does). */
export async function markSent(tx: Executor, householdId: string, kind: HouseholdMailKind, round: string, now: Date, answer: string): Promise<void> {
  await tx.execute(sql`
    update ${householdMails} set sent_at = ${now}, delivered_at = ${answer ? now : null}, smtp_answer = ${answer || null}
    where household_id = ${householdId} and kind = ${kind} and round = ${round}`);
}

/** The mail server refused the address for good: the mail is not tried again, and the owner sees the answer. */
export async function markBounced(db: Executor, householdId: string, kind: HouseholdMailKind, round: string, now: Date, answer: string): Promise<void> {
  await db.execute(sql`
    update ${householdMails} set bounced_at = ${now}, smtp_answer = ${answer}
    where household_id = ${householdId} and kind = ${kind} and round = ${round} and sent_at is null`);
}

/** A mail that must not go after all (the household answered or stopped reminders, or lost its address): its record goes. */
export async function dropMail(tx: Executor, householdId: string, kind: HouseholdMailKind, round: string): Promise<void> {
  await tx.execute(sql`delete from ${householdMails} where household_id = ${householdId} and kind = ${kind} and round = ${round}`);
}

export type MailRecordRow = {
  householdId: string;
  name: string;
  kind: HouseholdMailKind;
  round: string;
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
  smtpAnswer: string | null;
  /** The personal link's first opening, when it came after this mail was sent. */
  linkOpenedAt: Date | null;
};

const dateOrNull = (value: Date | string | null) => (value ? new Date(value) : null);

/** The site's recorded mails (of one kind when given), with how far each got. */
export async function listMailRecords(db: Executor, siteId: string, kind?: HouseholdMailKind): Promise<MailRecordRow[]> {
  const ofKind = kind ? sql`and m.kind = ${kind}` : sql``;
  const { rows } = await db.execute<MailRecordRow>(sql`
    select m.household_id as "householdId", h.name, m.kind, m.round, m.created_at as "createdAt", m.sent_at as "sentAt", m.smtp_answer as "smtpAnswer",
      case when m.bounced_at is not null then 'bounced' when m.delivered_at is not null then 'delivered' when m.sent_at is not null then 'sent' else 'queued' end as status,
      case when h.link_first_opened_at >= m.sent_at then h.link_first_opened_at end as "linkOpenedAt"
    from ${householdMails} m join ${households} h on h.id = m.household_id
    where m.site_id = ${siteId} ${ofKind} order by m.created_at, lower(h.name), m.household_id`);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), sentAt: dateOrNull(row.sentAt), linkOpenedAt: dateOrNull(row.linkOpenedAt) }));
}

/** The household the stop link names, on the site the link was opened on: its language and whether it stopped reminders already. */
export async function findStopTarget(db: Executor, siteId: string, token: string): Promise<{ language: string; stopped: boolean } | undefined> {
  const { rows } = await db.execute<{ language: string; stopped: boolean }>(sql`
    select language, reminders_stopped_at is not null as stopped from ${households} where site_id = ${siteId} and link_token = ${token}`);
  return rows[0];
}

/** Stops reminders for the household the stop link names, on the site the link was opened on; answers its language, or nothing for no such household. */
export async function stopReminders(db: Executor, siteId: string, token: string, now: Date): Promise<{ language: string } | undefined> {
  const { rows } = await db.execute<{ language: string }>(sql`
    update ${households} set reminders_stopped_at = coalesce(reminders_stopped_at, ${now})
    where site_id = ${siteId} and link_token = ${token}
    returning language`);
  return rows[0];
}

export interface DueReminderRound {
  siteId: string;
  deadline: Date;
}

/** Published sites whose automatic reminder is due: N days before the deadline, until it passes. */
export async function dueReminderRounds(db: Executor, now: Date): Promise<DueReminderRound[]> {
  const { rows } = await db.execute<{ siteId: string; deadline: Date | string }>(sql`
    select s.site_id as "siteId", s.rsvp_deadline as deadline
    from ${guestListSettings} s join ${sites} site on site.id = s.site_id
    where s.reminder_days_before is not null and s.rsvp_deadline is not null and site.host is not null
      and site.active and (site.active_expire_date is null or site.active_expire_date > ${now})
      and s.rsvp_deadline > ${now} and s.rsvp_deadline - make_interval(days => s.reminder_days_before) <= ${now}`);
  return rows.map((row) => ({ siteId: row.siteId, deadline: new Date(row.deadline) }));
}
