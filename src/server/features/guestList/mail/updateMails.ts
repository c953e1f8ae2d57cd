import { z } from "zod";
import { UPDATE_SEND_AHEAD_DAYS_MAX, type UpdateMail, type UpdateMailInput, type UpdateMailRecipients } from "../../../../domain/guestList/updateMails";
import type { Executor } from "../../../db/client";
import type { Deps } from "../../../deps";
import { ApiError } from "../../../http/errors";
import { findSite, type SiteRow } from "../../../core";
import { storedSiteLanguages } from "../siteLanguages";
import { listMailRecords, lockMailSends } from "./mailRepository";
import { checkCanSend, GUEST_MAIL_QUEUE, recordAndQueue } from "./send";
import { findUpdateMail, findUpdateMailSite, insertUpdateMail, listUpdateMailRows, markUpdateMail, updateRecipients, waitingUpdateMails, type UpdateMailRow } from "./updateMailRepository";

/** A scheduled update mail's job: at its time, it records and queues the mail's round. */
export const UPDATE_MAILS_QUEUE = "guest-list-update-mails";
export interface UpdateMailJob {
  updateMailId: string;
}

/** Scheduled update mails one site may have waiting at once. */
export const UPDATE_MAILS_WAITING_MAX = 20;
const DAY_MS = 86_400_000;

type UpdateDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

/** A text in the site's first language (what a household in a language without one reads), and none in a language the site does not offer. */
function checkTexts(site: SiteRow, texts: UpdateMailInput["texts"]): void {
  const languages = storedSiteLanguages(site.document);
  for (const language of Object.keys(texts)) {
    if (!languages.includes(language)) throw new ApiError(422, "invalidInput", `The site is not offered in ${language}`, [`texts.${language}`]);
  }
  const first = languages[0] ?? "sv";
  if (!texts[first]) throw new ApiError(422, "invalidInput", `A text in the site's first language (${first}) is needed`, [`texts.${first}`]);
}

function checkSendAt(sendAt: Date, now: Date): void {
  if (sendAt.getTime() <= now.getTime() || sendAt.getTime() > now.getTime() + UPDATE_SEND_AHEAD_DAYS_MAX * DAY_MS) {
    throw new ApiError(422, "invalidInput", `A mail is scheduled for a time within ${UPDATE_SEND_AHEAD_DAYS_MAX} days from now`, ["sendAt"]);
  }
}

/** Records the mail's households (once each, within the bounds) and queues its round, in the caller's transaction under the send lock. */
export async function queueUpdateRound(deps: Pick<Deps, "jobs">, tx: Executor, row: UpdateMailRow, now: Date): Promise<void> {
  const chosen = await updateRecipients(tx, row.siteId, row.recipients as UpdateMailRecipients);
  await recordAndQueue(deps, tx, { siteId: row.siteId, kind: "update", round: row.id }, chosen, [], now);
  await markUpdateMail(tx, row.id, "queuedAt", now);
}

/**
 * Stores an update mail and, to send now, records and queues its mails in the same transaction
 * (a send past the bounds stores nothing); to send later, queues a job that starts at its time.
 * The id comes from the owner's screen: the same mail sent twice is stored and sent once.
 */
export async function createUpdateMail(deps: UpdateDeps, site: SiteRow, input: UpdateMailInput): Promise<UpdateMail> {
  const now = deps.now();
  checkCanSend(site, now);
  checkTexts(site, input.texts);
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (input.sendAt) checkSendAt(sendAt, now);
  await deps.jobs.prepare(GUEST_MAIL_QUEUE, UPDATE_MAILS_QUEUE);
  const row = await deps.db.transaction(async (tx) => {
    await lockMailSends(tx, site.id);
    if (input.sendAt && (await waitingUpdateMails(tx, site.id)) >= UPDATE_MAILS_WAITING_MAX) {
      throw new ApiError(422, "invalidInput", `At most ${UPDATE_MAILS_WAITING_MAX} mails can wait to be sent`, ["sendAt"]);
    }
    const stored = await insertUpdateMail(tx, { id: input.id, siteId: site.id, texts: input.texts, recipients: input.recipients, sendAt, createdAt: now });
    if (!stored) throw new ApiError(422, "invalidInput", "The mail's id is taken", ["id"]);
    if (!stored.created) return stored.row;
    if (input.sendAt) await deps.jobs.send<UpdateMailJob>(UPDATE_MAILS_QUEUE, { updateMailId: stored.row.id }, { key: `update:${stored.row.id}`, startAfter: sendAt, tx });
    else await queueUpdateRound(deps, tx, stored.row, now);
    return stored.row;
  });
  return (await listUpdateMails(deps, site.id)).find((mail) => mail.id === row.id)!;
}

/**
 * The scheduled job: records and queues the mail's round unless it was cancelled or has gone
 * already (a repeated job). A site no longer published sends nothing: the mail is marked
 * cancelled. A site past its bounds fails the job, which the queue retries later.
 */
export async function queueScheduledUpdateMail(deps: UpdateDeps, updateMailId: string): Promise<void> {
  const siteId = await findUpdateMailSite(deps.db, updateMailId);
  const site = siteId ? await findSite(deps.db, siteId) : undefined;
  if (!site) return;
  await deps.jobs.prepare(GUEST_MAIL_QUEUE);
  await deps.db.transaction(async (tx) => {
    await lockMailSends(tx, site.id);
    const row = await findUpdateMail(tx, site.id, updateMailId, true);
    if (!row || row.queuedAt || row.cancelledAt) return;
    const now = deps.now();
    try {
      checkCanSend(site, now);
    } catch {
      await markUpdateMail(tx, row.id, "cancelledAt", now);
      return;
    }
    await queueUpdateRound(deps, tx, row, now);
  });
}

/** Cancels a mail that waits for its time; one that has gone cannot be (409). Cancelling twice is one cancel. */
export async function cancelUpdateMail(deps: UpdateDeps, site: SiteRow, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMailSends(tx, site.id);
    const row = z.uuid().safeParse(id).success ? await findUpdateMail(tx, site.id, id, true) : undefined;
    if (!row) throw new ApiError(404, "notFound", "No such mail", ["updateMailId"]);
    if (row.queuedAt) throw new ApiError(409, "updateMailAlreadySent", "The mail has been sent already");
    if (!row.cancelledAt) await markUpdateMail(tx, row.id, "cancelledAt", deps.now());
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The site's update mails, newest first, each with its households' status. */
export async function listUpdateMails(deps: Pick<Deps, "db">, siteId: string): Promise<UpdateMail[]> {
  const [rows, records] = await Promise.all([listUpdateMailRows(deps.db, siteId), listMailRecords(deps.db, siteId, "update")]);
  return rows.map((row) => ({
    id: row.id,
    texts: row.texts,
    recipients: row.recipients as UpdateMailRecipients,
    sendAt: row.sendAt.toISOString(),
    queuedAt: iso(row.queuedAt),
    cancelledAt: iso(row.cancelledAt),
    households: records
      .filter((record) => record.round === row.id)
      .map((record) => ({
        householdId: record.householdId,
        name: record.name,
        status: record.status,
        queuedAt: record.createdAt.toISOString(),
        sentAt: iso(record.sentAt),
        smtpAnswer: record.smtpAnswer,
        linkOpenedAt: iso(record.linkOpenedAt),
      })),
  }));
}
