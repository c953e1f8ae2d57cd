import { sql, type SQL } from "drizzle-orm";
import { SITE_MAILS_PER_HOUR } from "../../../domain/limits";
import type { Db } from "../../db/client";
import { siteMailCounts } from "../../db/schema";
import { boundedMap } from "../../boundedMap";

const HOUR_MS = 60 * 60_000;

export interface MailClaim {
  siteId: string;
  /** The clock hour the mails count in. */
  hourStart: Date;
  /** How many mails the answer would send. */
  wanted: number;
}

const hourStartOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

export function mailClaim(siteId: string, now: Date, wanted: number): MailClaim {
  return { siteId, hourStart: hourStartOf(now), wanted };
}

/**
 * The claim, for a CTE of the storing statement beside the `used` CTE of the post key: it
 * counts the answer's mails against the site's cap for the hour only when the key was good,
 * so a robot's send counts nothing. The count is one row a site and hour, created or raised
 * by one upsert that also records what it granted (the SET reads the row it locks), so
 * concurrent claims can never pass the cap together. A full hour stays full: the claim
 * then only reads the row and leaves it unlocked, answering no row.
 */
export function claimSql({ siteId, hourStart, wanted }: MailClaim): SQL {
  const first = Math.min(wanted, SITE_MAILS_PER_HOUR);
  return sql`insert into ${siteMailCounts} (site_id, hour_start, sent, granted)
    select ${siteId}::uuid, ${hourStart}::timestamptz, ${first}::int, ${first}::int
    where exists (select 1 from used where ok)
      and not exists (select 1 from ${siteMailCounts} where site_id = ${siteId}::uuid and hour_start = ${hourStart}::timestamptz and sent >= ${SITE_MAILS_PER_HOUR})
    on conflict (site_id, hour_start) do update set
      sent = least(site_mail_counts.sent + ${wanted}::int, ${SITE_MAILS_PER_HOUR}),
      granted = least(site_mail_counts.sent + ${wanted}::int, ${SITE_MAILS_PER_HOUR}) - site_mail_counts.sent
    returning sent, granted`;
}

export interface ClaimOutcome {
  /** How many of the wanted mails go, the first ones asked. */
  granted: number;
  /** The hour has no room left (for this answer's successors too). */
  full: boolean;
  /** This claim took the hour's last room: one claim a site and hour, across processes, is the one. */
  reachedCap: boolean;
}

/** What a stored answer's claim row says; no row means the hour was already full. */
export function claimOutcome(row: { sent: number; granted: number } | undefined): ClaimOutcome {
  if (!row) return { granted: 0, full: true, reachedCap: false };
  const full = row.sent >= SITE_MAILS_PER_HOUR;
  return { granted: row.granted, full, reachedCap: full && row.granted > 0 };
}

/**
 * Site hours this process has seen full, per database: a count never goes down within its
 * hour, so an answer in one needs neither the claim nor a transaction. Another process that
 * has not seen it yet claims once more and learns it. Bounded: an old hour is never asked again.
 */
const fullHours = new WeakMap<Db, ReturnType<typeof boundedMap<true>>>();
const FULL_HOURS_KEPT = 10_000;

const hourKey = (siteId: string, hourStart: Date) => `${siteId}@${hourStart.getTime()}`;

function fullHoursOf(db: Db) {
  let hours = fullHours.get(db);
  if (!hours) {
    hours = boundedMap<true>(FULL_HOURS_KEPT);
    fullHours.set(db, hours);
  }
  return hours;
}

export function isKnownFull(db: Db, siteId: string, now: Date): boolean {
  return fullHoursOf(db).get(hourKey(siteId, hourStartOf(now))) === true;
}

/** Call once the claim that read the hour full is committed. */
export function rememberFull(db: Db, { siteId, hourStart }: MailClaim): void {
  fullHoursOf(db).set(hourKey(siteId, hourStart), true);
}
