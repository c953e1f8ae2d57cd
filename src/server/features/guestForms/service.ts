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
import type { DeferredHit } from "../../http/rateLimit";
import { ApiError } from "../../http/errors";
import { answerRecipients } from "../recipientConfirmations/service";
import { loadDocument, type AnsweredSite, prepareMail, queueMail } from "../../core";
import { guestDocument } from "../publicSite/renderCache";
import { newChangeToken, requireAnswerToChange } from "./changeLinks";
import { guestCopyMail, submissionMails } from "./mail";
import { isKnownFull, mailClaim, rememberFull } from "./mailCap";
import { checkPostKey, type PostKeyPurpose, type PostKeyTiming } from "./postKeys";
import { sendGuard, type SendGuard } from "./sendGuard";
import { storeFormSubmission, storeRsvp, type AnswerMails, type StoreOutcome } from "./repository";

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
  /** The client's rate-limit hit, for the storing statement to count (`whileLimited`). */
  hit?: DeferredHit;
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

/**
 * Runs `answer`, which stores the send only with a good post key within the rate limit (the
 * key's check and the limit's count are part of the storing statement, `guard`). A robot gets the robot notice and nothing is stored, also when its
 * answers are refused: the key is then checked on its own (an early one burnt as when used),
 * so a robot gets the notice whatever it sent, as when the key was checked first.
 */
export async function unlessRobot(context: GuestFormContext, input: Pick<Common, "postKey" | typeof HONEYPOT_FIELD>, purpose: PostKeyPurpose, answer: (guard: SendGuard) => Promise<StoreOutcome>): Promise<SubmitResult> {
  if (input[HONEYPOT_FIELD] || !input.postKey) return SPAM;
  const now = context.deps.now();
  try {
    return (await answer(sendGuard(input.postKey, purpose, now, context.timing, context.hit))).stored ? SUCCESS : SPAM;
  } catch (error) {
    if (error instanceof ApiError && (await checkPostKey(context.deps.db, input.postKey, purpose, now, context.timing)) !== "ok") return SPAM;
    throw error;
  }
}

function check(elements: FormElement[], sent: SentElement[], language: string): StoredAnswer[] {
  const { answers, problems } = checkAnswers(elements, sent, language);
  if (problems.length) refuse(problems);
  return answers;
}

/**
 * The mails about an answer (decision 014), for the storing statement to claim and its
 * transaction to queue: only for a published site, to confirmed addresses (the owner stands
 * in for the rest) and within the site's hourly cap, which the guest's copy counts against
 * after the couple's mails. None once this process has seen the hour full (decision 051):
 * the answer is then one statement, with no transaction.
 */
async function answerMails(context: GuestFormContext, site: AnsweredSite, document: GuestDocument, kind: "rsvp" | "form", { formId, copyTo, changeToken }: { formId: string; copyTo: string | null; changeToken?: string }, guestLanguage: string, formTitle: string, guests: StoredAnswer[][]): Promise<AnswerMails | undefined> {
  const now = context.deps.now();
  // Guests cannot reach an unpublished or expired site: what its owner posts there is stored, not mailed.
  if (!isPublished(site, now) || isKnownFull(context.deps.db, site.id, now)) return undefined;
  const wanted = await answerRecipients(context.deps, site, recipientsOf(document.formRecipients, formId));
  await prepareMail(context.deps);
  const input = { kind, siteLanguage: uiLanguageFor(document.language), guestLanguage, host: site.host ?? "", formTitle, guests };
  return {
    claim: mailClaim(site.id, now, wanted.length + (copyTo ? 1 : 0)),
    // Queued with the answer, in its transaction: the guest's reply never waits for the mail server.
    queue: async (tx, answerId, granted) => {
      const mails = submissionMails({ ...input, recipients: wanted.slice(0, granted) }).map((mail) => ({ key: `${kind}:${mail.to}`, mail }));
      if (copyTo && granted > wanted.length) mails.push({ key: `${kind}-copy:${copyTo}`, mail: guestCopyMail({ ...input, to: copyTo, changeToken, origin: context.deps.config.siteOrigin }) });
      for (const { key, mail } of mails) await queueMail(context.deps, mail, { key: `${key}:${answerId}`, tx });
    },
  };
}

/** What a stored answer's claim tells the next ones: a full hour is remembered, and its filling logged (with `about`, the form). */
export function afterClaim(context: GuestFormContext, mails: AnswerMails | undefined, outcome: StoreOutcome, about: object): void {
  if (!mails || !outcome.stored || !outcome.claim) return;
  if (outcome.claim.full) rememberFull(context.deps.db, mails.claim);
  // Once a site and hour, not for every answer after it: a burst past the cap would flood the log.
  if (outcome.claim.reachedCap) context.log.warn({ siteId: mails.claim.siteId, ...about }, "hourly mail cap of the site reached: this hour's further answers are stored, not mailed");
}

export function submitRsvp(
  context: GuestFormContext,
  site: AnsweredSite,
  input: Common & { guests: { formElements: SentElement[] }[]; groupIdentifier?: string | null; changeToken?: string | null },
): Promise<SubmitResult> {
  return unlessRobot(context, input, "rsvp", async (guard) => {
    // Parsed once per site version, as the guest page has it (hidden and empty modules left out, which findModule refuses anyway).
    const document = await guestDocument(site, () => loadDocument(context.deps.db, site.id));
    const module = findModule(document, input.formId, "Rsvp");
    requireSiteLanguage(document, input.language);
    if (input.guests.length > module.maxNumberOfGuests) throw new ApiError(422, "invalidInput", `At most ${module.maxNumberOfGuests} guests`, ["guests"]);
    const guests = input.guests.map((guest) => check(module.form.formElements, guest.formElements, input.language));
    const formTitle = translate(module.title, input.language) || input.formTitle;
    // A change through the link replaces that answer and keeps its link; a new answer with a copy gets a link of its own.
    const changed = input.changeToken ? await requireAnswerToChange(context.deps.db, site.id, input.changeToken, module.id) : undefined;
    const issued = !changed && input.copyTo ? newChangeToken() : undefined;
    const changeToken = changed ? input.changeToken! : issued?.token;
    const mails = await answerMails(context, site, document, "rsvp", { formId: module.id, copyTo: input.copyTo || null, changeToken }, input.language, formTitle, guests);
    const outcome = await storeRsvp(context.deps.db, guard, context.deps.now(), {
      siteId: site.id,
      formId: module.id,
      formTitle,
      language: input.language,
      groupIdentifier: changed?.groupIdentifier ?? (input.groupIdentifier || randomUUID()),
      guests,
      changeTokenHash: changed?.hash ?? issued?.hash ?? null,
      replaces: changed !== undefined,
    }, mails);
    afterClaim(context, mails, outcome, { formId: module.id });
    return outcome;
  });
}

export function submitForm(context: GuestFormContext, site: AnsweredSite, input: Common & { formElements: SentElement[] }): Promise<SubmitResult> {
  return unlessRobot(context, input, "form", async (guard) => {
    const document = await guestDocument(site, () => loadDocument(context.deps.db, site.id));
    const module = findModule(document, input.formId, "Form");
    requireSiteLanguage(document, input.language);
    const answers = check(module.form.formElements, input.formElements, input.language);
    const formTitle = translate(module.title, input.language) || input.formTitle;
    const mails = await answerMails(context, site, document, "form", { formId: module.id, copyTo: input.copyTo || null }, input.language, formTitle, [answers]);
    const outcome = await storeFormSubmission(context.deps.db, guard, context.deps.now(), {
      siteId: site.id,
      formId: module.id,
      formTitle,
      language: input.language,
      formElements: answers,
    }, mails);
    afterClaim(context, mails, outcome, { formId: module.id });
    return outcome;
  });
}
