import { useMemo, useState, type ComponentPropsWithoutRef, type ComponentType, type ReactNode } from "react";
import { emptyHintOf, shownToGuests } from "../../modules/emptiness";
import { EmptyHints } from "../../modules/EmptyModuleHint";
import type { GiftReservation } from "../../modules/giftRegistry/schema";
import type { SwishCommerceGiving } from "../../domain/swishCommerceGiving";
import type { GuestDocument, GuestModule, GuestModuleOf, GuestModuleType } from "../../modules/guestDocument";
import { MODULE_VIEWS } from "../../modules/views";
import { designAttributes } from "../../kit/guestPage/design/designAttributes";
import { SiteGraphic } from "./design/SiteGraphic";
import { SiteMenu } from "./menu/SiteMenu";
import { menuProps } from "./menu/menuProps";
import { SiteFooter } from "./footer/SiteFooter";
import { ModuleBody } from "./ModuleBody";
import { reportSiteError } from "./reportError";
import type { Brand, Market } from "../../domain/brands";
import { uiLanguageFor } from "../../domain/languages";
import { SiteContext, useSite, type SiteView } from "../../kit/guestPage/SiteContext";
import { PageErrorBoundary } from "./faults/PageErrorBoundary";
import { SITE_TEXTS } from "../../kit/guestPage/texts";
import { MENU_ISLAND } from "./islands/islandData";
import { DayModePanel } from "./dayMode/DayModePanel";
import { NoticeBanner } from "./notices/NoticeBanner";
import type { PageNotices } from "../../domain/notices/notices";
import type { PageSchedule } from "../../domain/guestList/schedule";
import { SeatFinder, type SeatFinderView } from "./seats/SeatFinder";

/** The guest page's <main>, where the skip link leads; no menu slug is made of it ("site-main" is no label's slug). */
const MAIN_ID = "site-main";

/** A module's section as the page draws it; the editor's frame adds its own props (drag and drop) to these. */
export type ModuleSectionProps = ComponentPropsWithoutRef<"section"> & { "data-module-id": string };

export interface SitePageProps {
  siteId: string;
  /** Either site shape, as the guest page draws it (a newer site's document is one as it is). */
  document: GuestDocument;
  language: string;
  /** The deployment's brand, whose words the built-in texts speak. */
  brand: Brand;
  reservations: GiftReservation[];
  /** The brand's contact mail, named in the module error message. */
  contactMail: string;
  /** The server draws maps (a provider is configured); else a location shows its address and link only. */
  drawsMaps: boolean;
  market: Market;
  /** Money gifts through the deployment's Swish Commerce number (decision 100); none where absent. */
  swishCommerce?: SwishCommerceGiving | null;
  /** The server's time of the render (ms), handed to the hydrating client; client-only pages take their own. */
  renderedAt?: number;
  editMode?: boolean;
  editAvailable?: boolean;
  /** Shown inside the owner's app (a preview), which has its own <main>. */
  embedded?: boolean;
  /** The editor's controls on each module (move, hide, delete, …); the guest page has none. */
  moduleTools?: (module: GuestModule, place: { label: string; first: boolean; last: boolean }) => ReactNode;
  /** The editor's own element for each module's section; the guest page draws a plain <section>. */
  moduleSection?: ComponentType<ModuleSectionProps>;
  /** The editor's edit mode: a guest action on a module's part (a gift's Reservera) opens that part's editor instead. */
  editPart?: (moduleId: string, partId: string) => void;
  /** The server's HTML of the guest page's islands (menu, interactive modules) by key, each marked for its own hydration. */
  islands?: Record<string, string>;
  /** The open RSVP offers asking to join the guest list (decision 103). */
  askToJoin?: boolean;
  /** A household's personal page greets it by name above the modules, with a button to its RSVP (`answer`, the button's text). */
  greeting?: { text: string; answer: string };
  /** The events this page's reader may see (issue 34): a household's own, or the open page's public ones. */
  schedule?: PageSchedule | null;
  /** The site's time zone (its market's, deploymentFacts), in which the page writes times. */
  timeZone?: string;
  /** The couple's live notices for this page's reader, drawn with the page (decision 108). */
  notices?: PageNotices | null;
  /** "Hitta din plats" (decision 115): a household's own seats, or the open page's search; none where neither shows. */
  seatFinder?: SeatFinderView | null;
}

/** The whole guest page: menu and modules in order, each module in its own error boundary and the rest in the page's. */
export function SitePage({ siteId, document, language, brand, reservations: initialReservations, contactMail, drawsMaps, market, swishCommerce = null, renderedAt: givenRenderedAt, editMode = false, editAvailable = false, embedded = false, moduleTools, moduleSection, islands, greeting, editPart, askToJoin, schedule = null, timeZone, notices = null, seatFinder = null }: SitePageProps) {
  const [reservations, setReservations] = useState(initialReservations);
  const [renderedAt] = useState(() => givenRenderedAt ?? Date.now());
  const uiLanguage = uiLanguageFor(language);
  const view: SiteView = useMemo(
    () => ({ siteId, document, language, brand, uiLanguage, editMode, renderedAt, editAvailable, drawsMaps, market, swishCommerce, reservations, setReservations, editPart, askToJoin, schedule, timeZone }),
    [siteId, document, language, brand, uiLanguage, editMode, renderedAt, editAvailable, drawsMaps, market, swishCommerce, reservations, editPart, askToJoin, schedule, timeZone],
  );
  const design = designAttributes(document);

  return (
    <SiteContext.Provider value={view}>
      <EmptyHints.Provider value={editMode ? emptyHintOf : null}>
        <div className={design.className} style={design.style}>
          <PageErrorBoundary uiLanguage={uiLanguage} contactMail={contactMail} embedded={embedded} onError={(error) => reportSiteError(error, { siteId, source: "page" })}>
            <SiteContent contactMail={contactMail} embedded={embedded} moduleTools={moduleTools} moduleSection={moduleSection} islands={islands} greeting={greeting} notices={notices} seatFinder={seatFinder} />
          </PageErrorBoundary>
        </div>
      </EmptyHints.Provider>
    </SiteContext.Provider>
  );
}

function SiteContent({ contactMail, embedded, moduleTools, moduleSection, islands, greeting, notices, seatFinder }: Pick<SitePageProps, "contactMail" | "embedded" | "moduleTools" | "moduleSection" | "islands" | "greeting" | "notices" | "seatFinder">) {
  const { document, language, editMode, editAvailable, uiLanguage, timeZone } = useSite();
  const texts = SITE_TEXTS[uiLanguage];
  const menu = menuProps(document, language, editMode, editAvailable);
  const entries = menu.entries;
  const shown = document.siteModules.filter((module) => editMode || shownToGuests(module));
  const Modules = embedded ? "div" : "main";
  const Section = moduleSection ?? "section";
  const menuIsland = islands?.[MENU_ISLAND];

  const sections = shown.map((module, index) => {
    const section = { id: entries[index]!.slug, "data-module-id": module.id, className: `module module--${module.siteModuleType}`, "aria-label": entries[index]!.label };
    const island = islands?.[module.id];
    if (island !== undefined) return <Section key={module.id} {...section} data-island={module.id} dangerouslySetInnerHTML={{ __html: island }} />;
    return (
      <Section key={module.id} {...section}>
        {moduleTools?.(module, { label: entries[index]!.label, first: index === 0, last: index === shown.length - 1 })}
        {module.hide && <p className="module__hidden-note">{texts.hiddenModule}</p>}
        <ModuleBody module={module} View={MODULE_VIEWS[module.siteModuleType] as ComponentType<{ module: GuestModuleOf<GuestModuleType> }>} contactMail={contactMail} />
      </Section>
    );
  });
  // A personal page's greeting comes right after the page's header, or first without one.
  const greetingAt = shown[0]?.siteModuleType === "Header" ? 1 : 0;
  // On a phone the RSVP is far down a long page: the greeting's button goes straight to it.
  const rsvpAt = shown.findIndex((module) => module.siteModuleType === "Rsvp");

  return (
    <>
      {/* The first stop of the keyboard: past the menu to the page's own content. */}
      {!embedded && (
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {texts.skipToContent}
        </a>
      )}
      {!embedded && !editMode && <NoticeBanner notices={notices ?? null} language={language} timeZone={timeZone} posted={texts.noticePosted} />}
      {document.siteGraphic && <SiteGraphic name={document.siteGraphic} />}
      {menuIsland === undefined ? <SiteMenu {...menu} /> : <div className="site-menu-island" data-island={MENU_ISLAND} dangerouslySetInnerHTML={{ __html: menuIsland }} />}
      <Modules className="site__modules" {...(embedded ? {} : { id: MAIN_ID, tabIndex: -1 })}>
        {!embedded && <DayModePanel />}
        {!embedded && seatFinder && <SeatFinder view={seatFinder} />}
        {sections.slice(0, greetingAt)}
        {greeting && (
          <div className="site__greeting">
            <p className="site__greeting-text">{greeting.text}</p>
            {rsvpAt >= 0 && (
              <a className="site-button site-button--primary site__greeting-answer" href={`#${entries[rsvpAt]!.slug}`}>
                {greeting.answer}
              </a>
            )}
          </div>
        )}
        {shown.length === 0 && <p className="site__empty">{texts.noModules}</p>}
        {sections.slice(greetingAt)}
      </Modules>
      <SiteFooter languages={menu.languages} />
    </>
  );
}
