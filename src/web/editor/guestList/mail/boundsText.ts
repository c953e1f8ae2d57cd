import { GUEST_MAILS_PER_DAY, GUEST_MAILS_PER_SITE, NEW_ACCOUNT_DAYS, NEW_ACCOUNT_GUEST_MAILS_PER_DAY } from "../../../../domain/guestList/mail";
import type { UiLanguage } from "../../../../domain/languages";
import { GUEST_MAIL_TEXTS } from "./texts";
import { fill } from "../../../../domain/fill";

/** The send dialog's statement of the site's mail bounds (decision 071), with the figures the server holds it to. */
export function mailBoundsText(language: UiLanguage): string {
  const count = new Intl.NumberFormat(language);
  return fill(GUEST_MAIL_TEXTS[language].bounds, {
    perDay: count.format(GUEST_MAILS_PER_DAY),
    newAccountPerDay: count.format(NEW_ACCOUNT_GUEST_MAILS_PER_DAY),
    newAccountDays: NEW_ACCOUNT_DAYS,
    perSite: count.format(GUEST_MAILS_PER_SITE),
  });
}
