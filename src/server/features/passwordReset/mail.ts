import type { UiLanguage } from "../../../domain/languages";
import type { Mail } from "../../providers/mail/mailer";

const TEXTS: Record<UiLanguage, { subject: string; body: (link: string, brand: string) => string }> = {
  sv: {
    subject: "Återställ ditt lösenord",
    body: (link, brand) =>
      `Hej!\n\nNågon (förhoppningsvis du) har bett om att återställa lösenordet till ditt konto hos ${brand}.\n\nVälj ett nytt lösenord här:\n${link}\n\nLänken fungerar en gång och i en timme. Har du inte bett om detta kan du strunta i det här mejlet.\n`,
  },
  en: {
    subject: "Reset your password",
    body: (link, brand) =>
      `Hello!\n\nSomeone (hopefully you) asked to reset the password of your ${brand} account.\n\nChoose a new password here:\n${link}\n\nThe link works once and for one hour. If you did not ask for this, you can ignore this mail.\n`,
  },
  da: {
    subject: "Nulstil din adgangskode",
    body: (link, brand) =>
      `Hej!\n\nNogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din konto hos ${brand}.\n\nVælg en ny adgangskode her:\n${link}\n\nLinket virker én gang og i en time. Har du ikke bedt om dette, kan du se bort fra denne mail.\n`,
  },
};

export function resetMail(to: string, link: string, brandName: string, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to, subject: text.subject, text: text.body(link, brandName) };
}
