import { type GuestMailKind, type HouseholdMailKind, type GuestMailRecipients, type GuestMailSend, type GuestMailSendResult, type SkipReason } from "../../../../domain/guestList/mail";
import { SAMPLE_HOUSEHOLD_NAME } from "../../../../domain/guestList/mailTexts";
import { uiLanguageFor } from "../../../../domain/languages";
import { isPublished } from "../../../../domain/publication";
import type { Executor } from "../../../db/client";
import type { Deps } from "../../../deps";
import { ApiError } from "../../../http/errors";
import { queueMail, type SiteRow } from "../../../core";
import { storedSiteLanguages } from "../siteLanguages";
import { mailComposer } from "./compose";
import { countSend, limitReason, mailAllowance, mailLimitReached } from "./mailBounds";
import { lockMailSends, mailCandidates, recordMails, type MailCandidate } from "./mailRepository";

export const GUEST_MAIL_QUEUE = "guest-list-mails";

/** One send's mails, worked by one job: its recorded rows still unsent. */
export interface GuestMailJob {
  siteId: string;
  kind: HouseholdMailKind;
  round: string;
}

type SendDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

/**
 * The round a send records its mails under: a household gets a save-the-date and an invitation
 * once ever, a reminder once per send by hand (the dialog's id, the same on a double click or a
 * retry) and once per deadline automatically.
 */
export const roundOf = (kind: GuestMailKind, sendId: string) => (kind === "reminder" ? `manual:${sendId}` : "once");
export const automaticRound = (deadline: Date) => `deadline:${deadline.toISOString()}`;

const noAddress = () => new ApiError(422, "invalidInput", "The site has no address yet: publish it first, so that the personal links work", ["site"]);

/** Only a published site sends: one whose period has ended (or never began) has paid for no more mail. */
export function checkCanSend(site: SiteRow, now: Date): asserts site is SiteRow & { host: string } {
  if (!site.host) throw noAddress();
  if (!isPublished(site, now)) throw new ApiError(422, "publicationEnded", "The site's publication has ended: extend it to send mail", ["site"]);
}

/** Why a household gets no mail of this send, or null when it gets one; `silent` ones are left out of the answer (the owner did not ask for them). */
function skipReason(kind: GuestMailKind, recipients: GuestMailRecipients, candidate: MailCandidate): { reason: SkipReason; silent: boolean } | null {
  const named = typeof recipients === "object";
  if (candidate.answered && (kind === "reminder" || recipients === "notAnswered")) return { reason: "answered", silent: !named };
  if (candidate.sentThisKind && (kind !== "reminder" || recipients === "notYetSent")) return { reason: "alreadySent", silent: recipients === "notYetSent" };
  if (kind === "reminder" && candidate.remindersStopped) return { reason: "remindersStopped", silent: false };
  if (!candidate.mail) return { reason: "noMail", silent: false };
  if (kind === "reminder" && candidate.recentlyReminded) return { reason: "recentlyReminded", silent: false };
  return null;
}

/**
 * Records one row per household and round, then queues the send's job, in one transaction
 * under the site's send lock: a double click, a retry, a second process or a concurrent
 * request finds the rows (or waits for them) and records nothing again, so no household is
 * mailed twice. The job checks each household again when it sends. Households past the
 * site's mail bounds are left out (decision 071); a send none of whose mails fit is refused.
 */
export async function sendGuestMails(deps: SendDeps, site: SiteRow, input: Pick<GuestMailSend, "kind" | "recipients">, round: string): Promise<GuestMailSendResult> {
  const now = deps.now();
  checkCanSend(site, now);
  await deps.jobs.prepare(GUEST_MAIL_QUEUE);
  return deps.db.transaction(async (tx) => {
    await lockMailSends(tx, site.id);
    const ids = typeof input.recipients === "object" ? input.recipients.householdIds : null;
    const candidates = await mailCandidates(tx, site.id, input.kind, round, ids, now);
    const chosen: MailCandidate[] = [];
    const skipped: GuestMailSendResult["skipped"] = [];
    for (const candidate of candidates) {
      const skip = skipReason(input.kind, input.recipients, candidate);
      if (skip) {
        if (!skip.silent) skipped.push({ householdId: candidate.id, name: candidate.name, reason: skip.reason });
      } else if (!candidate.inRound) chosen.push(candidate);
    }
    return recordAndQueue(deps, tx, { siteId: site.id, kind: input.kind, round }, chosen, skipped, now);
  });
}

/**
 * The end of every send, in its transaction under the site's send lock: as many of the chosen
 * households as the site's mail bounds allow (decision 071; none at all is refused) are recorded
 * once per round and counted, and the round's job is queued with them, so that the rows and
 * the job exist together or not at all.
 */
export async function recordAndQueue(
  deps: Pick<Deps, "jobs">,
  tx: Executor,
  job: GuestMailJob,
  chosen: { id: string; name: string }[],
  skipped: GuestMailSendResult["skipped"],
  now: Date,
): Promise<GuestMailSendResult> {
  const allowance = await mailAllowance(tx, job.siteId, now);
  if (chosen.length > 0 && allowance.left === 0) throw mailLimitReached(allowance);
  for (const over of chosen.splice(allowance.left)) skipped.push({ householdId: over.id, name: over.name, reason: limitReason(allowance) });
  const recorded = await recordMails(tx, job.siteId, job.kind, job.round, chosen.map((candidate) => candidate.id), now);
  if (recorded.length > 0) {
    await countSend(tx, job.siteId, job.kind, recorded.length, now);
    await queueRound(deps, job, tx);
  }
  return { queued: recorded.length, skipped };
}

function queueRound(deps: Pick<Deps, "jobs">, job: GuestMailJob, tx: Executor): Promise<void> {
  return deps.jobs.send<GuestMailJob>(GUEST_MAIL_QUEUE, job, { key: `${job.siteId}:${job.kind}:${job.round}`, tx });
}

/** A test send: the mail as a household would get it, greeting a sample household, to the owner's own address only. */
export async function sendTestMail(deps: SendDeps, site: SiteRow, ownerMail: string, input: GuestMailSend): Promise<GuestMailSendResult> {
  checkCanSend(site, deps.now());
  const language = testLanguage(site, input.language);
  const compose = await mailComposer(deps.db, site, input.kind, site.host, deps.config.siteOrigin);
  const mail = compose({ name: SAMPLE_HOUSEHOLD_NAME[uiLanguageFor(language)], mail: ownerMail, language, linkToken: "exempel", eventIds: "all" });
  await queueMail(deps, mail, { key: `guest-list-test:${site.id}:${input.sendId}:${input.kind}:${language}` });
  return { queued: 1, skipped: [], testTo: ownerMail };
}

/** The language a test or preview is in: one the site offers, its first by default. */
export function testLanguage(site: SiteRow, asked: string | undefined): string {
  const languages = storedSiteLanguages(site.document);
  if (asked === undefined) return languages[0] ?? "sv";
  if (!languages.includes(asked)) throw new ApiError(422, "invalidInput", `The site is not offered in ${asked}`, ["language"]);
  return asked;
}
