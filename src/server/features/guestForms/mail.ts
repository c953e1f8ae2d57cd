import type { UiLanguage } from "../../../domain/languages";
import { translate } from "../../../domain/languages";
import type { StoredAnswer } from "../../../domain/site/submissions";
import type { Mail } from "../../providers/mail/mailer";

const TEXTS: Record<UiLanguage, { rsvpSubject: string; formSubject: string; rsvpIntro: string; formIntro: string; guest: string; noAnswer: string; footer: string }> = {
  sv: {
    rsvpSubject: "Ny OSA: {title}",
    formSubject: "Nytt svar på formuläret: {title}",
    rsvpIntro: "Ni har fått en ny OSA från er sida {host}.",
    formIntro: "Ni har fått ett nytt svar på formuläret från er sida {host}.",
    guest: "Gäst {number}",
    noAnswer: "(inget svar)",
    footer: "Alla svar finns också sparade i redigeringsläget.",
  },
  en: {
    rsvpSubject: "New RSVP: {title}",
    formSubject: "New form answer: {title}",
    rsvpIntro: "You have received a new RSVP from your site {host}.",
    formIntro: "You have received a new answer to the form on your site {host}.",
    guest: "Guest {number}",
    noAnswer: "(no answer)",
    footer: "All answers are also saved and can be seen in the editor.",
  },
  da: {
    rsvpSubject: "Ny tilmelding: {title}",
    formSubject: "Nyt svar på formularen: {title}",
    rsvpIntro: "I har fået en ny tilmelding fra jeres side {host}.",
    formIntro: "I har fået et nyt svar på formularen fra jeres side {host}.",
    guest: "Gæst {number}",
    noAnswer: "(intet svar)",
    footer: "Alle svar er også gemt og kan ses i redigeringstilstand.",
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));

/** "Question: answer" lines; the question in the language the guest answered in. */
function answerLines(answers: StoredAnswer[], guestLanguage: string, noAnswer: string): string[] {
  return answers.map((answer) => `${translate(answer.formElement.label, guestLanguage) || answer.formElement.id}: ${answer.value || noAnswer}`);
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

/** One readable text mail per recipient, listing every guest's questions and answers. */
export function submissionMails(input: SubmissionMail): Mail[] {
  const t = TEXTS[input.siteLanguage];
  const title = input.formTitle || input.host;
  const subject = fill(input.kind === "rsvp" ? t.rsvpSubject : t.formSubject, { title });
  const blocks = input.guests.map((answers, index) => {
    const lines = answerLines(answers, input.guestLanguage, t.noAnswer);
    return input.kind === "rsvp" && input.guests.length > 1 ? [fill(t.guest, { number: index + 1 }), ...lines].join("\n") : lines.join("\n");
  });
  const intro = fill(input.kind === "rsvp" ? t.rsvpIntro : t.formIntro, { host: input.host });
  const text = `${intro}\n\n${title}\n\n${blocks.join("\n\n")}\n\n${t.footer}\n`;
  return input.recipients.map((to) => ({ to, subject, text }));
}
