import type { UiLanguage } from "../../../domain/languages";
import type { Mail } from "../../providers/mail/mailer";

type Texts = { subject: (days: number) => string; body: (days: number, date: string, host: string, link: string, brand: string) => string };

const TEXTS: Record<UiLanguage, Texts> = {
  sv: {
    subject: (days) => `Din sida slutar visas om ${days} dagar`,
    body: (days, date, host, link, brand) =>
      `Hej!\n\nDin sida ${host} hos ${brand} är publicerad till och med ${date}, alltså ${days} dagar till. Efter det kan gästerna inte längre se den.\n\nVill du att sidan ska fortsätta visas kan du förlänga publiceringen här:\n${link}\n\nVill du inte förlänga behöver du inte göra något.\n`,
  },
  en: {
    subject: (days) => `Your page stops being shown in ${days} days`,
    body: (days, date, host, link, brand) =>
      `Hello!\n\nYour page ${host} at ${brand} is published until ${date}, ${days} more days. After that, guests can no longer see it.\n\nIf you want the page to stay up, you can extend the publication here:\n${link}\n\nIf you do not want to extend it, you need not do anything.\n`,
  },
  da: {
    subject: (days) => `Din side holder op med at blive vist om ${days} dage`,
    body: (days, date, host, link, brand) =>
      `Hej!\n\nDin side ${host} hos ${brand} er offentliggjort til og med ${date}, altså ${days} dage endnu. Derefter kan gæsterne ikke længere se den.\n\nVil du have, at siden fortsat skal vises, kan du forlænge offentliggørelsen her:\n${link}\n\nVil du ikke forlænge, behøver du ikke gøre noget.\n`,
  },
};

/** The period's last moment as a date in Swedish time (the markets' common zone): YYYY-MM-DD. */
const DATE = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" });

export function reminderMail(to: string, reminder: { days: number; expireDate: Date; host: string; link: string }, brandName: string, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to, subject: text.subject(reminder.days), text: text.body(reminder.days, DATE.format(reminder.expireDate), reminder.host, reminder.link, brandName) };
}
