import type { UiLanguage } from "../../../domain/languages";
import type { Mail } from "../../providers/mail/mailer";

/** How long the welcome's link to choose a password works: a migrated owner may not read it at once (decision 086). */
export const WELCOME_LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

interface WelcomeValues {
  mail: string;
  link: string;
  brand: string;
  appUrl: string;
}

const TEXTS: Record<UiLanguage, { subject: string; body: (values: WelcomeValues) => string }> = {
  sv: {
    subject: "Din sida har flyttats till oss",
    body: ({ mail, link, brand, appUrl }) =>
      `Hej!\n\nVi har flyttat din sida till ${brand}. Den ser ut som förut, och gästernas svar och reservationer följde med.\n\nDitt konto är ${mail}. Välj ett lösenord till det här:\n${link}\n\nLänken fungerar en gång och i 14 dagar. Därefter loggar du in på ${appUrl}/logga-in; har länken hunnit gå ut skickar "Glömt lösenordet?" där en ny.\n`,
  },
  en: {
    subject: "Your site has moved to us",
    body: ({ mail, link, brand, appUrl }) =>
      `Hello!\n\nWe have moved your site to ${brand}. It looks as before, and your guests' answers and reservations came along.\n\nYour account is ${mail}. Choose a password for it here:\n${link}\n\nThe link works once and for 14 days. After that you log in at ${appUrl}/logga-in; if the link has expired, "Forgot your password?" there sends a new one.\n`,
  },
  da: {
    subject: "Din side er flyttet til os",
    body: ({ mail, link, brand, appUrl }) =>
      `Hej!\n\nVi har flyttet din side til ${brand}. Den ser ud som før, og gæsternes svar og reservationer er fulgt med.\n\nDin konto er ${mail}. Vælg en adgangskode til den her:\n${link}\n\nLinket virker én gang og i 14 dage. Derefter logger du ind på ${appUrl}/logga-in; er linket udløbet, sender "Glemt adgangskoden?" dér et nyt.\n`,
  },
};

/** The first mail of an owner whose site was imported into a new account: what happened, their address, a link to choose a password. */
export function welcomeMail(values: WelcomeValues, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to: values.mail, subject: text.subject, text: text.body(values) };
}
