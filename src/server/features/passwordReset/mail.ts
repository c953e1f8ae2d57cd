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

const CHANGED: Record<UiLanguage, { subject: string; body: (appUrl: string, brand: string) => string }> = {
  sv: {
    subject: "Ditt lösenord har ändrats",
    body: (appUrl, brand) =>
      `Hej!\n\nLösenordet till ditt konto hos ${brand} har just ändrats, och alla andra inloggningar har loggats ut.\n\nVar det inte du? Välj ett nytt lösenord med "Glömt lösenordet?" på ${appUrl}/logga-in och svara på det här mejlet, så hjälper vi dig.\n`,
  },
  en: {
    subject: "Your password has been changed",
    body: (appUrl, brand) =>
      `Hello!\n\nThe password of your ${brand} account has just been changed, and every other login has been logged out.\n\nWas it not you? Choose a new password with "Forgot your password?" at ${appUrl}/logga-in and reply to this mail, and we will help you.\n`,
  },
  da: {
    subject: "Din adgangskode er ændret",
    body: (appUrl, brand) =>
      `Hej!\n\nAdgangskoden til din konto hos ${brand} er netop blevet ændret, og alle andre logins er logget ud.\n\nVar det ikke dig? Vælg en ny adgangskode med "Glemt adgangskoden?" på ${appUrl}/logga-in og svar på denne mail, så hjælper vi dig.\n`,
  },
};

/** Tells the owner that the password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(to: string, appUrl: string, brandName: string, language: UiLanguage): Mail {
  const text = CHANGED[language];
  return { to, subject: text.subject, text: text.body(appUrl, brandName) };
}
