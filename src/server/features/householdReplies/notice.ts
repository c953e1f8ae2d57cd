import { recipientsOf } from "../../../domain/site/formRecipients";
import { WHOLE_DAY } from "../../../domain/guestList/reply";
import { translate, uiLanguageFor } from "../../../domain/languages";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { findHousehold } from "../guestList/repository";
import { prepareMail, queueMail, findAnsweredSite, loadDocument } from "../../core";
import { guestDocument } from "../publicSite/renderCache";
import { answerRecipients } from "../recipientConfirmations/service";
import { invitedEvents, latestReply } from "./repository";
import { replyNoticeMail } from "./noticeMail";

/** The queue of the couple's notices of households' replies. */
export const REPLY_NOTICE_QUEUE = "household-reply-notice";

/**
 * A notice waits this long after the reply that asked for it, and a household has at most one
 * notice waiting: the replies and changes of those minutes are told in one mail, with the
 * answer as it then stands (decision 066).
 */
const REPLY_NOTICE_DELAY_MS = 10 * 60_000;

interface ReplyNoticeJob {
  siteId: string;
  householdId: string;
}

export const prepareReplyNotice = (deps: Pick<Deps, "jobs">) => deps.jobs.prepare(REPLY_NOTICE_QUEUE);

/** Asks for the household's notice, in the reply's transaction; a notice already waiting takes this reply in. */
export function queueReplyNotice(deps: Pick<Deps, "jobs">, tx: Executor, job: ReplyNoticeJob, now: Date): Promise<void> {
  return deps.jobs.send<ReplyNoticeJob>(REPLY_NOTICE_QUEUE, job, { key: `household-reply:${job.householdId}`, tx, startAfter: new Date(now.getTime() + REPLY_NOTICE_DELAY_MS) });
}

/**
 * Mails the couple the household's current answer, to the RSVP's recipients (the owner
 * standing in for unconfirmed ones). Keyed by the latest reply, so an answer is told once
 * whatever retries or notices run; a household or site deleted meanwhile is told nothing.
 */
export async function sendReplyNotice(deps: Pick<Deps, "db" | "jobs" | "config">, { siteId, householdId }: ReplyNoticeJob): Promise<void> {
  const [site, household] = await Promise.all([findAnsweredSite(deps.db, siteId), findHousehold(deps.db, siteId, householdId)]);
  const latest = household && (await latestReply(deps.db, householdId));
  if (!site || !household || !latest) return;
  const document = await guestDocument(site, () => loadDocument(deps.db, site.id));
  const rsvp = document.siteModules.find((module) => module.siteModuleType === "Rsvp");
  const recipients = await answerRecipients(deps, site, rsvp ? recipientsOf(document.formRecipients, rsvp.id) : []);
  const language = uiLanguageFor(document.language);
  const events = await invitedEvents(deps.db, siteId, household);
  const eventNames = new Map<string, string>([[WHOLE_DAY, ""], ...events.map((event) => [event.id, translate(event.name, document.language)] as [string, string])]);
  const mail = replyNoticeMail({ language, host: site.host ?? "", household, reply: latest.reply, changed: household.replyCount > 1, eventNames });
  await prepareMail(deps);
  for (const to of recipients) await queueMail(deps, { ...mail, to }, { key: `household-reply:${latest.id}:${to}` });
}

export function replyNoticeWork(deps: Pick<Deps, "db" | "jobs" | "config">): void {
  void deps.jobs.work<ReplyNoticeJob>(REPLY_NOTICE_QUEUE, (job) => sendReplyNotice(deps, job));
}
