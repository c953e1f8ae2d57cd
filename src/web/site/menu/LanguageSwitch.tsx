import { useTexts } from "../../../kit/guestPage/SiteContext";
import type { LanguageLink } from "./languageLinks";
import { FRAME_TEXTS } from "./texts";

/** Links to the site's other languages, each named in itself; the current one marked. */
export function LanguageSwitch({ links, className }: { links: LanguageLink[]; className: string }) {
  const texts = useTexts(FRAME_TEXTS);
  if (links.length === 0) return null;
  return (
    <ul className={`language-switch ${className}`} aria-label={texts.languages}>
      {links.map((link) => (
        <li key={link.code}>
          <a href={link.href} lang={link.code} hrefLang={link.code} aria-current={link.current ? "page" : undefined}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
