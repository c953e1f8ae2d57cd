import { randomUUID } from "node:crypto";
import { isPublished } from "../../../domain/publication";
import { HONEYPOT_FIELD } from "../../../domain/site/formLimits";
import { allRsvpQuestions, shownRsvpQuestions, type LegacyQuestion } from "../../../modules/legacy/answerRules";
import { legacySource, type LegacyRsvpPerson, type LegacySpeechPerson } from "../../../modules/legacy/answers";
import type { LegacyModuleOf, LegacySiteDocument } from "../../../modules/legacy/document";
import { ApiError } from "../../http/errors";
import { isKnownFull, mailClaim } from "../guestForms/mailCap";
import type { AnswerMails, StoreOutcome } from "../guestForms/repository";
import type { SendGuard } from "../guestForms/sendGuard";
import { afterClaim, unlessRobot, type GuestFormContext, type SubmitResult } from "../guestForms/service";
import { prepareMail, queueMail, loadDocument, type AnsweredSite } from "../../core";
import { legacyDocumentOf } from "../publicSite/renderCache";
import { answerRecipients } from "../recipientConfirmations/service";
import { checkValues, sentValues } from "./checkValues";
import { legacyAnswerMails, type MailedPerson } from "./mail";
import { storeLegacyAnswers, type LegacyAnswerKind } from "./repository";

/** The newer calls' context, with the guest's IP, which the older answers record. */
export type LegacyAnswerContext = GuestFormContext & { ip: string };

interface RobotFields {
  postKey?: string | null;
  [HONEYPOT_FIELD]?: string | null;
}

const formNotFound = (what: string) => new ApiError(404, "formNotFound", `No shown ${what} on this site`);

/** The site's legacy document; a site in the newer shape has no legacy forms. */
async function legacyDocument(context: LegacyAnswerContext, site: AnsweredSite, what: string): Promise<LegacySiteDocument> {
  const document = await legacyDocumentOf(site, () => loadDocument(context.deps.db, site.id));
  if (!document) throw formNotFound(what);
  return document;
}

function refuseProblems(problems: string[]): void {
  if (problems.length) throw new ApiError(422, "invalidInput", `Answers are missing or do not match the form (${problems.join(", ")})`, problems);
}

/**
 * The mails about a send (decision 054), claimed and queued with it: only for a published
 * site, to the site's receivers of this kind (the owner stands in for unconfirmed ones, and
 * receives them when there are none), within the site's hourly cap.
 */
async function answerMails(context: LegacyAnswerContext, site: AnsweredSite, document: LegacySiteDocument, kind: LegacyAnswerKind, title: string, persons: MailedPerson[]): Promise<AnswerMails | undefined> {
  const now = context.deps.now();
  if (!isPublished(site, now) || isKnownFull(context.deps.db, site.id, now)) return undefined;
  const wanted = await answerRecipients(context.deps, site, document.mailReceivers[kind]);
  await prepareMail(context.deps);
  return {
    claim: mailClaim(site.id, now, wanted.length),
    queue: async (tx, answerId, granted) => {
      const mails = legacyAnswerMails({ kind, recipients: wanted.slice(0, granted), language: document.language, host: site.host ?? "", title, persons });
      for (const mail of mails) await queueMail(context.deps, mail, { key: `legacy-${kind}:${mail.to}:${answerId}`, tx });
    },
  };
}

async function store(context: LegacyAnswerContext, site: AnsweredSite, document: LegacySiteDocument, guard: SendGuard, send: { kind: LegacyAnswerKind; title: string; source: string; persons: MailedPerson[] }): Promise<StoreOutcome> {
  const mails = await answerMails(context, site, document, send.kind, send.title, send.persons);
  const persons = send.persons.map((person) => ({ ...person, weddingYesOrNo: person.weddingYesOrNo ?? null }));
  const outcome = await storeLegacyAnswers(context.deps.db, guard, context.deps.now(), { siteId: site.id, kind: send.kind, groupId: randomUUID(), source: send.source, ip: context.ip, persons }, mails);
  afterClaim(context, mails, outcome, { kind: send.kind });
  return outcome;
}

/**
 * POST /api/rsvps/{siteId}/v3/: the persons of one send, checked against the RSVP3 module
 * `source` names, with the newer calls' robot rules (decision 051). Both legacy forms use the RSVP key.
 */
export function submitLegacyRsvp(context: LegacyAnswerContext, site: AnsweredSite, input: RobotFields & { persons: LegacyRsvpPerson[]; source: string }): Promise<SubmitResult> {
  return unlessRobot(context, input, "rsvp", async (guard) => {
    const document = await legacyDocument(context, site, "RSVP form");
    const module = document.modules.find((candidate): candidate is LegacyModuleOf<"RSVP3"> => candidate.module === "RSVP3" && !candidate.hide && legacySource(candidate.id) === input.source);
    if (!module) throw formNotFound("RSVP form");
    const { properties } = module;
    if (input.persons.length > properties.maxNumberOfPersons) throw new ApiError(422, "invalidInput", `At most ${properties.maxNumberOfPersons} persons`, ["persons"]);
    const all = allRsvpQuestions(properties);
    const checked = input.persons.map((person, index) => checkValues(all, shownRsvpQuestions(properties, sentValues(person.customValues)), person.customValues, `persons.${index}`));
    refuseProblems(checked.flatMap((check) => check.problems));
    const persons = input.persons.map((person, index) => ({ ...person, customValues: checked[index]!.values }));
    return store(context, site, document, guard, { kind: "rsvp", title: properties.title || module.menuTitle || "OSA", source: input.source, persons });
  });
}

/** POST /api/speeches/{siteId}/v2: a speech sign-up, checked against the site's first shown Speech2 module. */
export function submitLegacySpeech(context: LegacyAnswerContext, site: AnsweredSite, input: RobotFields & { speech: LegacySpeechPerson }): Promise<SubmitResult> {
  return unlessRobot(context, input, "rsvp", async (guard) => {
    const document = await legacyDocument(context, site, "speech form");
    const module = document.modules.find((candidate): candidate is LegacyModuleOf<"Speech2"> => candidate.module === "Speech2" && !candidate.hide);
    if (!module) throw formNotFound("speech form");
    const questions: LegacyQuestion[] = module.properties.customTextFields.map((field) => ({ type: "TextField", field }));
    const { values, problems } = checkValues(questions, questions, input.speech.customValues, "speech");
    refuseProblems(problems);
    const person = { ...input.speech, customValues: values };
    return store(context, site, document, guard, { kind: "speech", title: module.properties.title || module.menuTitle || "Anmälan av tal", source: legacySource(module.id), persons: [person] });
  });
}
