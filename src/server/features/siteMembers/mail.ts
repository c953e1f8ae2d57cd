import type { UiLanguage } from "../../../domain/languages";
import type { MemberRole } from "../../../domain/siteRoles";
import type { Mail } from "../../providers/mail/mailer";

interface InvitationFacts {
  to: string;
  inviter: string;
  role: MemberRole;
  site: string;
  link: string;
  days: number;
  brand: string;
}

const ROLE_WORDS: Record<UiLanguage, Record<MemberRole, string>> = {
  sv: { "co-owner": "medägare (kan göra allt på sidan)", toastmaster: "toastmaster (ser svaren, gästlistan och talanmälningarna)", helper: "hjälpreda (ser svaren)" },
  en: { "co-owner": "co-owner (can do everything on the page)", toastmaster: "toastmaster (sees the answers, the guest list and the speech sign-ups)", helper: "helper (sees the answers)" },
  da: { "co-owner": "medejer (kan gøre alt på siden)", toastmaster: "toastmaster (ser svarene, gæstelisten og taletilmeldingerne)", helper: "hjælper (ser svarene)" },
};

const TEXTS: Record<UiLanguage, { subject: (f: InvitationFacts) => string; body: (f: InvitationFacts, role: string) => string }> = {
  sv: {
    subject: (f) => `${f.inviter} bjuder in dig till ${f.site}`,
    body: (f, role) =>
      `Hej!\n\n${f.inviter} har bjudit in dig till sidan ${f.site} hos ${f.brand} som ${role}.\n\nTacka ja här (med ditt konto, eller skapa ett):\n${f.link}\n\nLänken gäller i ${f.days} dagar. Väntade du dig inte det här kan du strunta i mejlet.\n`,
  },
  en: {
    subject: (f) => `${f.inviter} invites you to ${f.site}`,
    body: (f, role) =>
      `Hello!\n\n${f.inviter} has invited you to the page ${f.site} at ${f.brand} as ${role}.\n\nAccept here (with your account, or create one):\n${f.link}\n\nThe link works for ${f.days} days. If you did not expect this, you can ignore this mail.\n`,
  },
  da: {
    subject: (f) => `${f.inviter} inviterer dig til ${f.site}`,
    body: (f, role) =>
      `Hej!\n\n${f.inviter} har inviteret dig til siden ${f.site} hos ${f.brand} som ${role}.\n\nTak ja her (med din konto, eller opret en):\n${f.link}\n\nLinket virker i ${f.days} dage. Havde du ikke ventet dette, kan du se bort fra denne mail.\n`,
  },
};

/** The invitation to a site, in the inviter's language. */
export function invitationMail(facts: InvitationFacts, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to: facts.to, subject: text.subject(facts), text: text.body(facts, ROLE_WORDS[language][facts.role]), replyTo: facts.inviter };
}
