import { randomUUID } from "node:crypto";
import { translate } from "../../../domain/languages";
import { recipientsOf } from "../../../domain/site/formRecipients";
import type { FormElement } from "../../../domain/site/forms";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { checkAnswers, HONEYPOT_FIELD, type AnswerProblem, type SentElement, type StoredAnswer } from "../../../domain/site/submissions";
import type { GuestDocument } from "../../../modules/guestDocument";
import { shownToGuests } from "../../../modules/emptiness";
import type { ModuleOf } from "../../../modules/siteModule";
import { uiLanguageFor } from "../../../domain/languages";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { answerRecipients } from "../recipientConfirmations/service";
import { loadDocument, type AnsweredSite } from "../sites/repository";
import { guestDocument } from "../publicSite/renderCache";
import { guestCopyMail, submissionMails } from "./mail";
import { claimSends } from "./mailCap";
import { checkPostKey, type PostKeyPurpose, type PostKeyTiming } from "./postKeys";
import { storeFormSubmission, storeRsvp, type OnStored } from "./repository";
import { prepareMail, queueMail } from "../mail/queue";

/** What a guest submission answers (spec 2, section 4): invertedSuccess true is the robot notice. */
export interface SubmitResult {
  invertedSuccess: boolean;
}
const SPAM: SubmitResult = { invertedSuccess: true };
const SUCCESS: SubmitResult = { invertedSuccess: false };

interface Common {
  postKey?: string | null;
  formId: string;
  language: string;
  formTitle: string;
  [HONEYPOT_FIELD]?: string | null;
  copyTo?: string | null;
}

export interface GuestFormContext {
  deps: Deps;
  timing: PostKeyTiming;
  log: { warn: (object: object, message: string) => void };
}

/** The module a submission names: of the right type and shown to guests (neither hidden nor empty), else 404. */
function findModule<T extends "Rsvp" | "Form">(document: GuestDocument, formId: string, type: T): ModuleOf<T> {
  const module = document.siteModules.find((candidate) => candidate.id === formId);
  if (!module || module.siteModuleType !== type || !shownToGuests(module)) throw new ApiError(404, "formNotFound", `No ${type} module ${formId} on this site`);
  return module as ModuleOf<T>;
}

/** Answers are stored and mailed in the guest's language, so it must be one the site offers. */
function requireSiteLanguage(document: GuestDocument, language: string): void {
  if (!siteLanguageCodes(document).includes(language)) throw new ApiError(422, "invalidInput", `The site is not offered in ${language}`, ["language"]);
}

function refuse(problems: AnswerProblem[]): never {
  const unknown = problems.filter((problem) => problem.kind === "unknownElement" || problem.kind === "duplicateElement" || problem.kind === "unknownOption");
  const described = problems.map((problem) => `${problem.kind}: ${problem.elementId}`).join("; ");
  throw new ApiError(422, "invalidInput", unknown.length ? `Answers do not match the form (${described})` : `Required answers are missing (${described})`, [
    ...new Set(problems.map((problem) => problem.elementId)),
  ]);
}

/** Honeypot and key: a robot gets the robot notice and nothing is stored. */
async function isRobot(context: GuestFormContext, input: Common, purpose: PostKeyPurpose): Promise<boolean> {
  if (input[HONEYPOT_FIELD]) return true;
  const check = await checkPostKey(context.deps.db, input.postKey, purpose, context.deps.now(), context.timing);
  return check !== "ok";
}

function check(elements: FormElement[], sent: SentElement[], language: string): StoredAnswer[] {
  const { answers, problems } = checkAnswers(elements, sent, language);
  if (problems.length) refuse(problems);
  return answers;
}

/**
 * The mails about an answer (decision 014), each with the key it is queued under: only for
 * a published site, to confirmed addresses (the owner stands in for the rest) and within
 * the site's hourly cap. The guest's copy counts against the same cap, after the couple's
 * mails. The cap is claimed before the answer is stored, so the count's row is locked for
 * one statement and not for the storing transaction; only a send racing another with the
 * same post key, which stores nothing, counts mails that never go.
 */
async function answerMails(context: GuestFormContext, site: AnsweredSite, document: GuestDocument, kind: "rsvp" | "form", { formId, copyTo }: { formId: string; copyTo: string | null }, guestLanguage: string, formTitle: string, guests: StoredAnswer[][]): Promise<OnStored | undefined> {
  // Guests cannot reach an unpublished or expired site: what its owner posts there is stored, not mailed.
  if (!isPublished(site, context.deps.now())) return undefined;
  const wanted = await answerRecipients(context.deps, site, recipientsOf(document.formRecipients, formId));
  const { granted: claimed, reachedCap } = await claimSends(context.deps.db, site.id, copyTo ? [...wanted, copyTo] : wanted, context.deps.now());
  const recipients = claimed.slice(0, wanted.length);
  // Once a site and hour, not for every answer after it: a burst past the cap would flood the log.
  if (reachedCap) context.log.warn({ siteId: site.id, formId }, "hourly mail cap of the site reached: this hour's further answers are stored, not mailed");
  const input = { kind, siteLanguage: uiLanguageFor(document.language), guestLanguage, host: site.host ?? "", formTitle, guests };
  const mails = submissionMails({ ...input, recipients }).map((mail) => ({ key: `${kind}:${mail.to}`, mail }));
  if (copyTo && claimed.length > wanted.length) mails.push({ key: `${kind}-copy:${copyTo}`, mail: guestCopyMail({ ...input, to: copyTo }) });
  if (!mails.length) return undefined;
  await prepareMail(context.deps);
  // Queued with the answer, in its transaction: the guest's reply never waits for the mail server.
  return async (tx, answerId) => {
    for (const { key, mail } of mails) await queueMail(context.deps, mail, { key: `${key}:${answerId}`, tx });
  };
}

export async function submitRsvp(
  context: GuestFormContext,
  site: AnsweredSite,
  input: Common & { guests: { formElements: SentElement[] }[]; groupIdentifier?: string | null },
): Promise<SubmitResult> {
  if (await isRobot(context, input, "rsvp")) return SPAM;
  // Parsed once per site version, as the guest page has it (hidden and empty modules left out, which findModule refuses anyway).
  const document = await guestDocument(site, () => loadDocument(context.deps.db, site.id));
  const module = findModule(document, input.formId, "Rsvp");
  requireSiteLanguage(document, input.language);
  if (input.guests.length > module.maxNumberOfGuests) throw new ApiError(422, "invalidInput", `At most ${module.maxNumberOfGuests} guests`, ["guests"]);
  const guests = input.guests.map((guest) => check(module.form.formElements, guest.formElements, input.language));
  const formTitle = translate(module.title, input.language) || input.formTitle;
  const queueMails = await answerMails(context, site, document, "rsvp", { formId: module.id, copyTo: input.copyTo || null }, input.language, formTitle, guests);
  const stored = await storeRsvp(context.deps.db, input.postKey!, context.deps.now(), {
    siteId: site.id,
    formId: module.id,
    formTitle,
    language: input.language,
    groupIdentifier: input.groupIdentifier || randomUUID(),
    guests,
  }, queueMails);
  return stored ? SUCCESS : SPAM;
}

export async function submitForm(context: GuestFormContext, site: AnsweredSite, input: Common & { formElements: SentElement[] }): Promise<SubmitResult> {
  if (await isRobot(context, input, "form")) return SPAM;
  const document = await guestDocument(site, () => loadDocument(context.deps.db, site.id));
  const module = findModule(document, input.formId, "Form");
  requireSiteLanguage(document, input.language);
  const answers = check(module.form.formElements, input.formElements, input.language);
  const formTitle = translate(module.title, input.language) || input.formTitle;
  const queueMails = await answerMails(context, site, document, "form", { formId: module.id, copyTo: input.copyTo || null }, input.language, formTitle, [answers]);
  const stored = await storeFormSubmission(context.deps.db, input.postKey!, context.deps.now(), {
    siteId: site.id,
    formId: module.id,
    formTitle,
    language: input.language,
    formElements: answers,
  }, queueMails);
  return stored ? SUCCESS : SPAM;
}
