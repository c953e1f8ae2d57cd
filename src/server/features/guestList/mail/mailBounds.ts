import { sql } from "drizzle-orm";
import { GUEST_MAILS_PER_DAY, GUEST_MAILS_PER_SITE, NEW_ACCOUNT_DAYS, NEW_ACCOUNT_GUEST_MAILS_PER_DAY, type HouseholdMailKind, type SkipReason } from "../../../../domain/guestList/mail";
import { ERROR_TEXTS } from "../../../../domain/errors";
import type { Executor } from "../../../db/client";
import { accounts, guestMailSends, sites } from "../../../db/schema";
import { ApiError } from "../../../http/errors";
import { fill } from "../../../../domain/fill";

const DAY_MS = 86_400_000;

/** How many more guest-list mails a site may queue now, and the bound that says so (decision 071). */
export interface MailAllowance {
  left: number;
  bound: "day" | "site";
  max: number;
}

/**
 * What the site may still send: the mails of the last 24 hours against the daily bound (smaller
 * in the account's first week) and all its mails against the site's. Read under the site's send
 * lock, so two sends cannot both spend the same allowance.
 */
export async function mailAllowance(tx: Executor, siteId: string, now: Date): Promise<MailAllowance> {
  const since = new Date(now.getTime() - DAY_MS);
  const { rows } = await tx.execute<{ today: number; total: number; registeredAt: Date | string }>(sql`
    select
      (select coalesce(sum(m.mails), 0)::int from ${guestMailSends} m where m.site_id = s.id and m.created_at > ${since}::timestamptz) as today,
      (select coalesce(sum(m.mails), 0)::int from ${guestMailSends} m where m.site_id = s.id) as total,
      a.created_at as "registeredAt"
    from ${sites} s join ${accounts} a on a.id = s.account_id
    where s.id = ${siteId}`);
  const row = rows[0]!;
  const newAccount = now.getTime() - new Date(row.registeredAt).getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
  const perDay = newAccount ? NEW_ACCOUNT_GUEST_MAILS_PER_DAY : GUEST_MAILS_PER_DAY;
  const day = perDay - row.today;
  const site = GUEST_MAILS_PER_SITE - row.total;
  return site < day ? { left: Math.max(0, site), bound: "site", max: GUEST_MAILS_PER_SITE } : { left: Math.max(0, day), bound: "day", max: perDay };
}

/** Counts a send's queued mails; the row names no household, so it stays when the list is deleted. */
export async function countSend(tx: Executor, siteId: string, kind: HouseholdMailKind, mails: number, now: Date): Promise<void> {
  await tx.insert(guestMailSends).values({ siteId, kind, mails, createdAt: now });
}

export const limitReason = (allowance: MailAllowance): SkipReason => (allowance.bound === "day" ? "dailyLimit" : "siteLimit");

/** A send none of whose mails fit: 429, saying which bound and how large it is. */
export function mailLimitReached(allowance: MailAllowance): ApiError {
  const code = allowance.bound === "day" ? "guestMailsDailyLimit" : "guestMailsSiteLimit";
  const text = (language: "sv" | "en" | "da") => fill(ERROR_TEXTS[code][language], { max: new Intl.NumberFormat(language).format(allowance.max) });
  return new ApiError(429, code, text("en"), undefined, { errorDescription: { sv: text("sv"), en: text("en"), da: text("da") } });
}

export const isMailLimitReached = (error: unknown) => error instanceof ApiError && (error.code === "guestMailsDailyLimit" || error.code === "guestMailsSiteLimit");
