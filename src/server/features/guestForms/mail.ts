import type { UiLanguage } from "../../../domain/languages";
import { translate } from "../../../domain/languages";
import { visibleAnswers, type FormAnswers } from "../../../domain/site/formRules";
import type { StoredAnswer } from "../../../domain/site/submissions";
import type { Mail } from "../../providers/mail/mailer";
import { changeLinkUrl } from "../../../domain/site/answerChange";
import { siteUrl, type SiteOrigin } from "../../../domain/links";
import { guestNames } from "./guestNames";
import { withoutLinks } from "./withoutLinks";
import { fill } from "../../../domain/fill";

const TEXTS: Record<
  UiLanguage,
  {
    rsvpSubject: string;
    rsvpSubjectNamed: string;
    formSubject: string;
    formSubjectNamed: string;
    and: string;
    rsvpIntro: string;
    formIntro: string;
    guest: string;
    noAnswer: string;
    footer: string;
    copySubject: string;
    copyIntro: string;
    copyFooter: string;
    changeLink: string;
  }
> = {
  sv: {
    rsvpSubject: "Ny OSA: {title}",
    rsvpSubjectNamed: "OSA från {names}",
    formSubject: "Nytt svar på formuläret: {title}",
    formSubjectNamed: "Svar från {names}: {title}",
    and: "och",
    rsvpIntro: "Ni har fått en ny OSA från er sida {host}.",
    formIntro: "Ni har fått ett nytt svar på formuläret från er sida {host}.",
    guest: "Gäst {number}",
    noAnswer: "(inget svar)",
    footer: "Alla svar finns också sparade i redigeringsläget.",
    copySubject: "Kopia av ditt svar: {title}",
    copyIntro: "Här är en kopia av svaret du skickade.",
    copyFooter: "Du fick det här mejlet för att någon skrev in din adress när svaret skickades från",
    changeLink: "Vill du ändra ditt svar? Öppna länken, ändra och skicka igen. Det nya svaret ersätter det gamla:",
  },
  en: {
    rsvpSubject: "New RSVP: {title}",
    rsvpSubjectNamed: "RSVP from {names}",
    formSubject: "New form answer: {title}",
    formSubjectNamed: "Answer from {names}: {title}",
    and: "and",
    rsvpIntro: "You have received a new RSVP from your site {host}.",
    formIntro: "You have received a new answer to the form on your site {host}.",
    guest: "Guest {number}",
    noAnswer: "(no answer)",
    footer: "All answers are also saved and can be seen in the editor.",
    copySubject: "A copy of your answer: {title}",
    copyIntro: "Here is a copy of the answer you sent.",
    copyFooter: "You got this mail because your address was entered when the answer was sent from",
    changeLink: "Want to change your answer? Open the link, make the change and send again. The new answer replaces the old one:",
  },
  da: {
    rsvpSubject: "Ny tilmelding: {title}",
    rsvpSubjectNamed: "Tilmelding fra {names}",
    formSubject: "Nyt svar på formularen: {title}",
    formSubjectNamed: "Svar fra {names}: {title}",
    and: "og",
    rsvpIntro: "I har fået en ny tilmelding fra jeres side {host}.",
    formIntro: "I har fået et nyt svar på formularen fra jeres side {host}.",
    guest: "Gæst {number}",
    noAnswer: "(intet svar)",
    footer: "Alle svar er også gemt og kan ses i redigeringstilstand.",
    copySubject: "Kopi af dit svar: {title}",
    copyIntro: "Her er en kopi af det svar, du sendte.",
    copyFooter: "Du fik denne mail, fordi din adresse blev skrevet ind, da svaret blev sendt fra",
    changeLink: "Vil du ændre dit svar? Åbn linket, ret svaret og send igen. Det nye svar erstatter det gamle:",
  },
};


/**
 * The answers the guest saw: a question hidden by its show condition is stored empty and
 * left out here, by the same rule the form used when the guest answered.
 */
function shownAnswers(answers: StoredAnswer[]): StoredAnswer[] {
  const given: FormAnswers = Object.fromEntries(answers.map((answer) => [answer.formElement.id, { value: answer.value, selectedOption: answer.selectedOption ?? undefined }]));
  const visible = visibleAnswers(
    answers.map((answer) => answer.formElement),
    given,
  );
  return answers.filter((answer) => answer.formElement.id in visible);
}

/** "Question: answer" lines; the question in the language the guest answered in. */
function answerLines(answers: StoredAnswer[], guestLanguage: string, noAnswer: string, clean: (text: string) => string): string[] {
  return shownAnswers(answers).map((answer) => `${translate(answer.formElement.label, guestLanguage) || answer.formElement.id}: ${clean(answer.value) || noAnswer}`);
}

export interface SubmissionMail {
  kind: "rsvp" | "form";
  recipients: string[];
  /** The site's language decides the mail's words (sv, en or da; else English). */
  siteLanguage: UiLanguage;
  guestLanguage: string;
  host: string;
  formTitle: string;
  guests: StoredAnswer[][];
}

function answerBlocks(input: Omit<SubmissionMail, "recipients">, clean: (text: string) => string = (text) => text): string {
  const t = TEXTS[input.siteLanguage];
  const blocks = input.guests.map((answers, index) => {
    const lines = answerLines(answers, input.guestLanguage, t.noAnswer, clean);
    return input.kind === "rsvp" && input.guests.length > 1 ? [fill(t.guest, { number: index + 1 }), ...lines].join("\n") : lines.join("\n");
  });
  return blocks.join("\n\n");
}

/** One readable text mail per recipient, named for the guests, listing what each was asked and answered. */
export function submissionMails(input: SubmissionMail): Mail[] {
  const t = TEXTS[input.siteLanguage];
  const title = input.formTitle || input.host;
  const names = guestNames(input.guests.map(shownAnswers), t.and);
  const subject = names
    ? fill(input.kind === "rsvp" ? t.rsvpSubjectNamed : t.formSubjectNamed, { names, title })
    : fill(input.kind === "rsvp" ? t.rsvpSubject : t.formSubject, { title });
  const intro = fill(input.kind === "rsvp" ? t.rsvpIntro : t.formIntro, { host: input.host });
  const text = `${intro}\n\n${title}\n\n${answerBlocks(input)}\n\n${t.footer}\n`;
  return input.recipients.map((to) => ({ to, subject, text }));
}

/**
 * The guest's own copy, to an address anyone could type: it holds the answer with links
 * taken out, so it cannot carry someone else's message, and no link but the site's own:
 * with an RSVP, the link back to this answer (decision 078).
 */
export function guestCopyMail(input: Omit<SubmissionMail, "recipients"> & { to: string; changeToken?: string; origin: SiteOrigin }): Mail {
  const t = TEXTS[input.siteLanguage];
  const title = withoutLinks(input.formTitle) || input.host;
  const change = input.kind === "rsvp" && input.changeToken && input.host ? `${t.changeLink}\n${changeLinkUrl(input.host, input.changeToken, input.origin)}\n\n` : "";
  const text = `${t.copyIntro}\n\n${title}\n\n${answerBlocks(input, withoutLinks)}\n\n${change}${t.copyFooter} ${siteUrl(input.host, input.origin)}\n`;
  return { to: input.to, subject: fill(t.copySubject, { title }), text };
}
