import { randomUUID } from "node:crypto";
import { isPublished } from "../../../domain/publication";
import { HONEYPOT_FIELD } from "../../../domain/site/formLimits";
import { allRsvpQuestions, shownRsvpQuestions, type LegacyQuestion } from "../../../modules/legacy/answerRules";
import { legacySource, type LegacyRsvpPerson, type LegacySpeechPerson } from "../../../modules/legacy/answers";
import { legacySiteDocument, type LegacyModuleOf, type LegacySiteDocument } from "../../../modules/legacy/document";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { ApiError } from "../../http/errors";
import { claimSends } from "../guestForms/mailCap";
import { checkPostKey, type PostKeyTiming } from "../guestForms/postKeys";
import type { SubmitResult } from "../guestForms/service";
import { prepareMail, queueMail } from "../mail/queue";
import { answerRecipients } from "../recipientConfirmations/service";
import { loadDocument, type AnsweredSite } from "../sites/repository";
import { checkValues, sentValues } from "./checkValues";
import { legacyAnswerMails, type MailedPerson } from "./mail";
import { storeLegacyAnswers, type LegacyAnswerKind, type NewLegacyAnswer } from "./repository";

const SPAM: SubmitResult = { invertedSuccess: true };
const SUCCESS: SubmitResult = { invertedSuccess: false };

export interface LegacyAnswerContext {
  deps: Deps;
  timing: PostKeyTiming;
  ip: string;
  log: { warn: (object: object, message: string) => void };
}

interface RobotFields {
  postKey?: string | null;
  [HONEYPOT_FIELD]?: string | null;
}

/** Honeypot and key, as the newer calls: a robot gets the robot notice and nothing is stored. Both legacy forms use the RSVP key. */
async function isRobot(context: LegacyAnswerContext, input: RobotFields): Promise<boolean> {
  if (input[HONEYPOT_FIELD]) return true;
  return (await checkPostKey(context.deps.db, input.postKey, "rsvp", context.deps.now(), context.timing)) !== "ok";
}

const formNotFound = (what: string) => new ApiError(404, "formNotFound", `No shown ${what} on this site`);

/** The site's legacy document; a site in the newer shape has no legacy forms. */
async function legacyDocument(context: LegacyAnswerContext, site: AnsweredSite, what: string): Promise<LegacySiteDocument> {
  const parsed = legacySiteDocument.safeParse(await loadDocument(context.deps.db, site.id));
  if (!parsed.success) throw formNotFound(what);
  return parsed.data;
}

function refuseProblems(problems: string[]): void {
  if (problems.length) throw new ApiError(422, "invalidInput", `Answers are missing or do not match the form (${problems.join(", ")})`, problems);
}

/**
 * The mails about a send, queued with it (decision 054): only for a published site, to the
 * site's receivers of this kind (the owner stands in for unconfirmed ones, and receives them
 * when there are none), within the site's hourly cap, claimed before the answer is stored.
 */
async function answerMails(context: LegacyAnswerContext, site: AnsweredSite, document: LegacySiteDocument, kind: LegacyAnswerKind, title: string, persons: MailedPerson[], groupId: string) {
  if (!isPublished(site, context.deps.now())) return undefined;
  const wanted = await answerRecipients(context.deps, site, document.mailReceivers[kind]);
  const { granted, reachedCap } = await claimSends(context.deps.db, site.id, wanted, context.deps.now());
  if (reachedCap) context.log.warn({ siteId: site.id, kind }, "hourly mail cap of the site reached: this hour's further answers are stored, not mailed");
  const mails = legacyAnswerMails({ kind, recipients: granted, language: document.language, host: site.host ?? "", title, persons });
  if (!mails.length) return undefined;
  await prepareMail(context.deps);
  return async (tx: Executor) => {
    for (const mail of mails) await queueMail(context.deps, mail, { key: `legacy-${kind}:${mail.to}:${groupId}`, tx });
  };
}

async function store(context: LegacyAnswerContext, site: AnsweredSite, document: LegacySiteDocument, send: { kind: LegacyAnswerKind; title: string; source: string; postKey: string; persons: MailedPerson[] }): Promise<SubmitResult> {
  const groupId = randomUUID();
  const now = context.deps.now();
  const queueMails = await answerMails(context, site, document, send.kind, send.title, send.persons, groupId);
  const rows: NewLegacyAnswer[] = send.persons.map((person, index) => ({
    siteId: site.id,
    kind: send.kind,
    groupId,
    personIndex: index,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    mail: person.mail,
    weddingYesOrNo: person.weddingYesOrNo ?? null,
    customValues: person.customValues,
    source: send.source,
    ip: context.ip,
    createdAt: now,
  }));
  return (await storeLegacyAnswers(context.deps.db, send.postKey, now, rows, queueMails)) ? SUCCESS : SPAM;
}

/** POST /api/rsvps/{siteId}/v3/: the persons of one send, checked against the RSVP3 module `source` names. */
export async function submitLegacyRsvp(context: LegacyAnswerContext, site: AnsweredSite, input: RobotFields & { persons: LegacyRsvpPerson[]; source: string }): Promise<SubmitResult> {
  if (await isRobot(context, input)) return SPAM;
  const document = await legacyDocument(context, site, "RSVP form");
  const module = document.modules.find((candidate): candidate is LegacyModuleOf<"RSVP3"> => candidate.module === "RSVP3" && !candidate.hide && legacySource(candidate.id) === input.source);
  if (!module) throw formNotFound("RSVP form");
  const { properties } = module;
  if (input.persons.length > properties.maxNumberOfPersons) throw new ApiError(422, "invalidInput", `At most ${properties.maxNumberOfPersons} persons`, ["persons"]);
  const all = allRsvpQuestions(properties);
  const checked = input.persons.map((person, index) => checkValues(all, shownRsvpQuestions(properties, sentValues(person.customValues)), person.customValues, `persons.${index}`));
  refuseProblems(checked.flatMap((check) => check.problems));
  const persons = input.persons.map((person, index) => ({ ...person, customValues: checked[index]!.values }));
  return store(context, site, document, { kind: "rsvp", title: properties.title || module.menuTitle || "OSA", source: input.source, postKey: input.postKey!, persons });
}

/** POST /api/speeches/{siteId}/v2: a speech sign-up, checked against the site's first shown Speech2 module. */
export async function submitLegacySpeech(context: LegacyAnswerContext, site: AnsweredSite, input: RobotFields & { speech: LegacySpeechPerson }): Promise<SubmitResult> {
  if (await isRobot(context, input)) return SPAM;
  const document = await legacyDocument(context, site, "speech form");
  const module = document.modules.find((candidate): candidate is LegacyModuleOf<"Speech2"> => candidate.module === "Speech2" && !candidate.hide);
  if (!module) throw formNotFound("speech form");
  const questions: LegacyQuestion[] = module.properties.customTextFields.map((field) => ({ type: "TextField", field }));
  const { values, problems } = checkValues(questions, questions, input.speech.customValues, "speech");
  refuseProblems(problems);
  const person = { ...input.speech, customValues: values };
  return store(context, site, document, { kind: "speech", title: module.properties.title || module.menuTitle || "Anmälan av tal", source: legacySource(module.id), postKey: input.postKey!, persons: [person] });
}
