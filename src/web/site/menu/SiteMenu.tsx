import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTexts } from "../SiteContext";
import { SITE_TEXTS } from "../texts";
import type { MenuEntry } from "../menuEntries";

/** Pixels of slack before the entries count as not fitting (spec 2, Menu). */
const FIT_TOLERANCE = 2;
const RESIZE_DEBOUNCE_MS = 300;
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The site menu: a row of links when they fit, otherwise a "Meny" toggle with a list. A
 * click on an entry scrolls smoothly to its module and closes the menu; so does a click outside.
 */
export function SiteMenu({ entries }: { entries: MenuEntry[] }) {
  const texts = useTexts(SITE_TEXTS);
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const items = entries.filter((entry) => entry.inMenu);

  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const nav = navRef.current;
      const list = measureRef.current;
      if (nav && list) setCollapsed(list.scrollWidth > nav.clientWidth + FIT_TOLERANCE);
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [items.length]);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  if (items.length === 0) return null;

  const go = (event: React.MouseEvent<HTMLAnchorElement>, slug: string) => {
    const target = document.getElementById(slug);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    history.replaceState(null, "", `#${slug}`);
  };

  const links = items.map((entry) => (
    <li key={entry.moduleId}>
      <a href={`#${entry.slug}`} onClick={(event) => go(event, entry.slug)}>
        {entry.label}
      </a>
    </li>
  ));

  return (
    <nav ref={navRef} className={`site-menu${collapsed ? " site-menu--collapsed" : ""}${open ? " site-menu--open" : ""}`} aria-label={texts.menu}>
      {/* An invisible copy of the row, always laid out, tells whether the row fits. */}
      <ul ref={measureRef} className="site-menu__measure" aria-hidden="true">
        {items.map((entry) => (
          <li key={entry.moduleId}>
            <span>{entry.label}</span>
          </li>
        ))}
      </ul>
      {collapsed && (
        <button type="button" className="site-menu__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className="site-menu__toggle-icon" aria-hidden="true" />
          {texts.menu}
        </button>
      )}
      <ul className="site-menu__list" hidden={collapsed && !open}>
        {links}
      </ul>
    </nav>
  );
}
