import { useLayoutEffect, useRef, useState } from "react";
import { useIslandId } from "../../../kit/guestPage/islands/islandId";
import { useTexts } from "../../../kit/guestPage/SiteContext";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import type { MenuEntry } from "../menuEntries";
import { LanguageSwitch } from "./LanguageSwitch";
import { menuShown, type MenuProps } from "./menuShown";
import { FRAME_TEXTS } from "./texts";
import { useRowFit } from "./useRowFit";

type Panel = "menu" | "more" | null;

/**
 * The site menu. On desktops a row of links with a "more" list for those that do not fit, and
 * the RSVP as a button at the row's end (the page's main call to action is never under "more");
 * on phones a "Meny" toggle with the whole list (CSS picks, so the server's page does not jump).
 * A click on an entry scrolls smoothly to its module and closes the lists; so do Escape and a
 * click outside. The language switch sits at the end of the bar.
 */
export function SiteMenu({ entries, languages, editMode }: MenuProps) {
  const texts = { ...useTexts(SITE_TEXTS), ...useTexts(FRAME_TEXTS) };
  const [panel, setPanel] = useState<Panel>(null);
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const panelId = useIslandId();
  const moreId = useIslandId();
  const items = entries.filter((entry) => entry.inMenu);
  const rsvp = items.find((entry) => entry.rsvp);
  const rowItems = items.filter((entry) => entry !== rsvp);
  const fit = useRowFit(rowRef, measureRef, rowItems.length);

  // Listening from the render that opens the panel: Preact (the guest page's runtime) runs plain
  // effects only after the next paint, when a quick click outside could already have passed.
  useLayoutEffect(() => {
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setPanel(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setPanel(null);
      (panel === "more" ? moreRef : toggleRef).current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [panel]);

  if (!menuShown({ entries, languages, editMode })) return null;

  const go = (event: React.MouseEvent<HTMLAnchorElement>, slug: string) => {
    const target = document.getElementById(slug);
    if (!target) return;
    event.preventDefault();
    setPanel(null);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    history.replaceState(null, "", `#${slug}`);
  };
  const links = (list: MenuEntry[]) =>
    list.map((entry) => (
      <li key={entry.moduleId}>
        <a href={`#${entry.slug}`} onClick={(event) => go(event, entry.slug)}>
          {entry.label}
        </a>
      </li>
    ));
  const toggle = (which: Exclude<Panel, null>) => setPanel(panel === which ? null : which);
  const inRow = fit === null ? rowItems : rowItems.slice(0, fit);
  const overflow = fit === null ? [] : rowItems.slice(fit);

  return (
    <nav ref={navRef} className={`site-menu${panel === "menu" ? " site-menu--open" : ""}${fit === null ? " site-menu--unmeasured" : ""}`} aria-label={texts.menu}>
      {items.length > 0 && (
        <>
          <button ref={toggleRef} type="button" className="site-menu__toggle" aria-expanded={panel === "menu"} aria-controls={panelId} onClick={() => toggle("menu")}>
            <span className="site-menu__toggle-icon" aria-hidden="true" />
            {texts.menu}
          </button>
          <ul id={panelId} className="site-menu__panel" hidden={panel !== "menu"}>
            {links(items)}
          </ul>
        </>
      )}
      <div ref={rowRef} className="site-menu__row">
        {/* An invisible copy of the row and its "more" button tells how many entries fit. */}
        <ul ref={measureRef} className="site-menu__measure" aria-hidden="true">
          {rowItems.map((entry) => (
            <li key={entry.moduleId}>{entry.label}</li>
          ))}
          <li className="site-menu__more-button">{texts.more}</li>
        </ul>
        <ul className="site-menu__list">
          {links(inRow)}
          {overflow.length > 0 && (
            <li className="site-menu__more">
              <button ref={moreRef} type="button" className="site-menu__more-button" aria-expanded={panel === "more"} aria-controls={moreId} onClick={() => toggle("more")}>
                {texts.more}
              </button>
              <ul id={moreId} className="site-menu__more-list" hidden={panel !== "more"}>
                {links(overflow)}
              </ul>
            </li>
          )}
        </ul>
      </div>
      {rsvp && (
        <a className="site-menu__rsvp" href={`#${rsvp.slug}`} onClick={(event) => go(event, rsvp.slug)}>
          {rsvp.label}
        </a>
      )}
      <LanguageSwitch links={languages} className="site-menu__languages" />
    </nav>
  );
}
