import { inEveryLanguage } from "../../../domain/languages";
import { NOTICE_DAYS_AHEAD_MAX, NOTICES_LIVE_MAX } from "../../../domain/notices/limits";
import { NOTICE_MAIL_SUBJECT, noticeEdit, noticeInput, type Notice } from "../../../domain/notices/notices";
import type { Executor } from "../../db/client";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import type { SiteRow } from "../../core";
import { storedSiteLanguages } from "../guestList/siteLanguages";
import { lockMailSends } from "../guestList/mail/mailRepository";
import { checkCanSend, GUEST_MAIL_QUEUE } from "../guestList/mail/send";
import { insertUpdateMail } from "../guestList/mail/updateMailRepository";
import { queueUpdateRound } from "../guestList/mail/updateMails";
import { presentNotice } from "./presenter";
import { deleteNotice, findNotice, insertNotice, isEventOfSite, liveNoticeCount, lockNotices, updateNotice } from "./repository";

type NoticeDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

const DAY_MS = 86_400_000;
const noSuchNotice = () => new ApiError(404, "notFound", "No such notice on this site", ["noticeId"]);

/** The expiry: after now, and within the days a notice may show. */
function checkExpiry(expiresAt: Date, now: Date): void {
  if (expiresAt.getTime() <= now.getTime()) throw new ApiError(422, "invalidInput", "expiresAt: The notice must show until a time after now", ["expiresAt"]);
  if (expiresAt.getTime() > now.getTime() + NOTICE_DAYS_AHEAD_MAX * DAY_MS) {
    throw new ApiError(422, "invalidInput", `expiresAt: A notice shows for at most ${NOTICE_DAYS_AHEAD_MAX} days`, ["expiresAt"]);
  }
}

async function checkEvent(db: Executor, siteId: string, eventId: string | null): Promise<void> {
  if (eventId && !(await isEventOfSite(db, siteId, eventId))) throw new ApiError(422, "invalidInput", "eventId: No such event on this site", ["eventId"]);
}

/**
 * The notice as an update mail of the same id (decision 108): the guest list's own machinery
 * records each household once and queues the round, within the guest-mail bounds, with the
 * stop link. For one event, the households invited to it; else every household with an address.
 */
async function queueNoticeMail(deps: NoticeDeps, tx: Executor, site: SiteRow, notice: { id: string; text: string; eventId: string | null }, now: Date): Promise<void> {
  await lockMailSends(tx, site.id);
  const subjects = inEveryLanguage(storedSiteLanguages(site.document), NOTICE_MAIL_SUBJECT, (subject) => subject);
  const texts = Object.fromEntries(Object.entries(subjects).map(([language, subject]) => [language, { subject, body: notice.text }]));
  const recipients = notice.eventId ? { eventIds: [notice.eventId] } : {};
  const stored = await insertUpdateMail(tx, { id: notice.id, siteId: site.id, texts, recipients, sendAt: now, createdAt: now });
  if (stored?.created) await queueUpdateRound(deps, tx, stored.row, now);
}

/**
 * Posts a notice: checked whole before anything is stored (the text, the event of this site, the
 * expiry, the cap on live notices under the site's notice lock); with `mail`, its mails are
 * recorded and queued in the same transaction, so a site that may not send stores nothing.
 */
export async function createNotice(deps: NoticeDeps, site: SiteRow, body: unknown): Promise<Notice> {
  const input = parseInput(noticeInput, body);
  const now = deps.now();
  const expiresAt = new Date(input.expiresAt);
  checkExpiry(expiresAt, now);
  if (input.mail) {
    checkCanSend(site, now);
    await deps.jobs.prepare(GUEST_MAIL_QUEUE);
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockNotices(tx, site.id);
    await checkEvent(tx, site.id, input.eventId);
    if ((await liveNoticeCount(tx, site.id, now)) >= NOTICES_LIVE_MAX) {
      throw new ApiError(422, "invalidInput", `At most ${NOTICES_LIVE_MAX} notices can show at once: remove one or let it end first`, ["expiresAt"]);
    }
    const stored = await insertNotice(tx, { siteId: site.id, eventId: input.eventId, text: input.text, expiresAt, createdAt: now, mailedAt: input.mail ? now : null });
    if (input.mail) await queueNoticeMail(deps, tx, site, stored, now);
    return stored;
  });
  return presentNotice(row);
}

/** Changes a notice's text, audience or expiry; a mailed notice is not mailed again. */
export async function editNotice(deps: NoticeDeps, site: SiteRow, id: string, body: unknown): Promise<Notice> {
  if (!isUuid(id)) throw noSuchNotice();
  const input = parseInput(noticeEdit, body);
  const now = deps.now();
  const expiresAt = new Date(input.expiresAt);
  checkExpiry(expiresAt, now);
  return deps.db.transaction(async (tx) => {
    await lockNotices(tx, site.id);
    const existing = await findNotice(tx, site.id, id);
    if (!existing) throw noSuchNotice();
    await checkEvent(tx, site.id, input.eventId);
    const wasLive = existing.expiresAt.getTime() > now.getTime();
    if (!wasLive && (await liveNoticeCount(tx, site.id, now)) >= NOTICES_LIVE_MAX) {
      throw new ApiError(422, "invalidInput", `At most ${NOTICES_LIVE_MAX} notices can show at once: remove one or let it end first`, ["expiresAt"]);
    }
    const row = await updateNotice(tx, site.id, id, { text: input.text, eventId: input.eventId, expiresAt, editedAt: now });
    return presentNotice(row!);
  });
}

export async function removeNotice(deps: Pick<Deps, "db">, site: SiteRow, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteNotice(deps.db, site.id, id))) throw noSuchNotice();
}
