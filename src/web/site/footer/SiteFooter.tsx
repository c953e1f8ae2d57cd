import type { LanguageLink } from "../menu/languageLinks";
import { LanguageSwitch } from "../menu/LanguageSwitch";
import { useSite } from "../../../kit/guestPage/SiteContext";
import { footerFacts } from "./footerFacts";
import { photoCredits } from "./photoCredits";

/** The page's end, in the theme: the couple's names, the day, the language switch and the starter photos' credits. */
export function SiteFooter({ languages }: { languages: LanguageLink[] }) {
  const { document, language, uiLanguage } = useSite();
  const { names, day } = footerFacts(document, language);
  const credits = photoCredits(document.siteModules, uiLanguage);
  if (!names && !day && languages.length === 0 && !credits) return null;
  return (
    <footer className="site-footer">
      <span className="site-footer__ornament" aria-hidden="true" />
      {names && <p className="site-footer__names">{names}</p>}
      {day && (
        <p className="site-footer__day">
          <time dateTime={day.iso}>{day.text}</time>
        </p>
      )}
      <LanguageSwitch links={languages} className="site-footer__languages" />
      {credits && <p className="site-footer__credits">{credits}</p>}
    </footer>
  );
}
