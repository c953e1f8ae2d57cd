import type { LanguageLink } from "../menu/languageLinks";
import { LanguageSwitch } from "../menu/LanguageSwitch";
import { useSite } from "../SiteContext";
import { footerFacts } from "./footerFacts";

/** The page's end, in the theme: the couple's names, the day and the language switch. */
export function SiteFooter({ languages }: { languages: LanguageLink[] }) {
  const { document, language } = useSite();
  const { names, day } = footerFacts(document, language);
  if (!names && !day && languages.length === 0) return null;
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
    </footer>
  );
}
