import type { UiLanguage } from "../../../domain/languages";
import type { Mail } from "../../providers/mail/mailer";

/**
 * The mail goes to an address the owner typed, so it carries only our own text, the site's
 * address (a host name we checked) and the link: nothing the owner wrote, not even their
 * account's mail, can be relayed through it.
 */
type Texts = { subject: string; site: (host: string | null, brand: string) => string; body: (site: string, link: string) => string };

const TEXTS: Record<UiLanguage, Texts> = {
  sv: {
    subject: "Bekräfta att du vill få gästernas svar",
    site: (host, brand) => (host ? `sidan ${host} hos ${brand}` : `en sida hos ${brand}`),
    body: (site, link) =>
      `Hej!\n\nDen här adressen har angetts som mottagare av gästernas svar på ${site}.\n\nBekräfta att du vill få svaren här:\n${link}\n\nInga svar skickas hit förrän du har bekräftat. Känner du inte igen det här kan du strunta i det här mejlet.\n`,
  },
  en: {
    subject: "Confirm that you want to receive guests' answers",
    site: (host, brand) => (host ? `the page ${host} at ${brand}` : `a page at ${brand}`),
    body: (site, link) =>
      `Hello!\n\nThis address has been named as a recipient of guests' answers on ${site}.\n\nConfirm that you want to receive the answers here:\n${link}\n\nNo answers are sent here until you confirm. If you do not recognise this, you can ignore this mail.\n`,
  },
  da: {
    subject: "Bekræft, at du vil modtage gæsternes svar",
    site: (host, brand) => (host ? `siden ${host} hos ${brand}` : `en side hos ${brand}`),
    body: (site, link) =>
      `Hej!\n\nDenne adresse er angivet som modtager af gæsternes svar på ${site}.\n\nBekræft, at du vil modtage svarene, her:\n${link}\n\nDer sendes ingen svar hertil, før du har bekræftet. Genkender du ikke dette, kan du se bort fra denne mail.\n`,
  },
};

/** A site without an address yet is named by the brand alone. */
export function confirmationMail(to: string, siteHost: string | null, brandName: string, link: string, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to, subject: text.subject, text: text.body(text.site(siteHost, brandName), link) };
}
