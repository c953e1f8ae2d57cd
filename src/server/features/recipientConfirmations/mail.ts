import type { UiLanguage } from "../../../domain/languages";
import type { Mail } from "../../providers/mail/mailer";

const TEXTS: Record<UiLanguage, { subject: string; body: (owner: string, brand: string, link: string) => string }> = {
  sv: {
    subject: "Bekräfta att du vill få gästernas svar",
    body: (owner, brand, link) =>
      `Hej!\n\n${owner} har angett den här adressen som mottagare av gästernas svar på sin sida hos ${brand}.\n\nBekräfta att du vill få svaren här:\n${link}\n\nInga svar skickas hit förrän du har bekräftat. Känner du inte igen det här kan du strunta i det här mejlet.\n`,
  },
  en: {
    subject: "Confirm that you want to receive guests' answers",
    body: (owner, brand, link) =>
      `Hello!\n\n${owner} has named this address as a recipient of guests' answers on their ${brand} site.\n\nConfirm that you want to receive the answers here:\n${link}\n\nNo answers are sent here until you confirm. If you do not recognise this, you can ignore this mail.\n`,
  },
  da: {
    subject: "Bekræft, at du vil modtage gæsternes svar",
    body: (owner, brand, link) =>
      `Hej!\n\n${owner} har angivet denne adresse som modtager af gæsternes svar på sin side hos ${brand}.\n\nBekræft, at du vil modtage svarene, her:\n${link}\n\nDer sendes ingen svar hertil, før du har bekræftet. Genkender du ikke dette, kan du se bort fra denne mail.\n`,
  },
};

export function confirmationMail(to: string, ownerMail: string, brandName: string, link: string, language: UiLanguage): Mail {
  const text = TEXTS[language];
  return { to, subject: text.subject, text: text.body(ownerMail, brandName, link) };
}
