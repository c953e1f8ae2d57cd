import { useMemo, useState, type ComponentPropsWithoutRef, type ComponentType, type ReactNode } from "react";
import { shownToGuests } from "../../modules/emptiness";
import type { GiftReservation } from "../../modules/giftRegistry/schema";
import type { SiteDocument } from "../../modules/siteDocument";
import type { ModuleOf, SiteModule, SiteModuleType } from "../../modules/siteModule";
import { MODULE_VIEWS } from "../../modules/views";
import { designAttributes } from "./design/designAttributes";
import { SiteGraphic } from "./design/SiteGraphic";
import { menuEntries } from "./menuEntries";
import { SiteMenu } from "./menu/SiteMenu";
import { languageLinks } from "./menu/languageLinks";
import { SiteFooter } from "./footer/SiteFooter";
import { ModuleErrorBoundary } from "./ModuleErrorBoundary";
import { reportSiteError } from "./reportError";
import { uiLanguageFor } from "../../domain/languages";
import { SiteContext, useSite, type SiteView } from "./SiteContext";
import { PageErrorBoundary } from "./faults/PageErrorBoundary";
import { fill, SITE_TEXTS } from "./texts";

/** A module's section as the page draws it; the editor's frame adds its own props (drag and drop) to these. */
export type ModuleSectionProps = ComponentPropsWithoutRef<"section"> & { "data-module-id": string };

export interface SitePageProps {
  siteId: string;
  document: SiteDocument;
  language: string;
  reservations: GiftReservation[];
  /** The brand's contact mail, named in the module error message. */
  contactMail: string;
  /** The server's time of the render (ms), handed to the hydrating client; client-only pages take their own. */
  renderedAt?: number;
  editMode?: boolean;
  editAvailable?: boolean;
  /** Shown inside the owner's app (a preview), which has its own <main>. */
  embedded?: boolean;
  /** The editor's controls on each module (move, hide, delete, …); the guest page has none. */
  moduleTools?: (module: SiteModule, place: { label: string; first: boolean; last: boolean }) => ReactNode;
  /** The editor's own element for each module's section; the guest page draws a plain <section>. */
  moduleSection?: ComponentType<ModuleSectionProps>;
}

function ModuleView({ module }: { module: SiteModule }) {
  const View = MODULE_VIEWS[module.siteModuleType] as React.ComponentType<{ module: ModuleOf<SiteModuleType> }>;
  return <View module={module} />;
}

/** The whole guest page: menu and modules in order, each module in its own error boundary and the rest in the page's. */
export function SitePage({ siteId, document, language, reservations: initialReservations, contactMail, renderedAt: givenRenderedAt, editMode = false, editAvailable = false, embedded = false, moduleTools, moduleSection }: SitePageProps) {
  const [reservations, setReservations] = useState(initialReservations);
  const [renderedAt] = useState(() => givenRenderedAt ?? Date.now());
  const uiLanguage = uiLanguageFor(language);
  const view: SiteView = useMemo(
    () => ({ siteId, document, language, uiLanguage, editMode, renderedAt, editAvailable, reservations, setReservations }),
    [siteId, document, language, uiLanguage, editMode, renderedAt, editAvailable, reservations],
  );
  const design = designAttributes(document);

  return (
    <SiteContext.Provider value={view}>
      <div className={design.className} style={design.style}>
        <PageErrorBoundary uiLanguage={uiLanguage} contactMail={contactMail} embedded={embedded} onError={(error) => reportSiteError(error, { siteId, source: "page" })}>
          <SiteContent contactMail={contactMail} embedded={embedded} moduleTools={moduleTools} moduleSection={moduleSection} />
        </PageErrorBoundary>
      </div>
    </SiteContext.Provider>
  );
}

function SiteContent({ contactMail, embedded, moduleTools, moduleSection }: Pick<SitePageProps, "contactMail" | "embedded" | "moduleTools" | "moduleSection">) {
  const { siteId, document, language, editMode, editAvailable, uiLanguage } = useSite();
  const texts = SITE_TEXTS[uiLanguage];
  const entries = menuEntries(document.siteModules, language, editMode, texts.noMenuTitle);
  const shown = document.siteModules.filter((module) => editMode || shownToGuests(module));
  const errorMessage = fill(texts.moduleError, { contact: contactMail });
  const Modules = embedded ? "div" : "main";
  const Section = moduleSection ?? "section";
  // Inside the owner's app the links would leave the editor: it has its own language choice.
  const languages = editAvailable ? [] : languageLinks(document.availableLanguages.map((entry) => entry.languageCode), language);

  return (
    <>
      {document.siteGraphic && <SiteGraphic name={document.siteGraphic} />}
      <SiteMenu entries={entries} languages={languages} editMode={editMode} />
      <Modules className="site__modules">
        {shown.length === 0 && <p className="site__empty">{texts.noModules}</p>}
        {shown.map((module, index) => (
          <Section key={module.id} id={entries[index]!.slug} data-module-id={module.id} className={`module module--${module.siteModuleType}`} aria-label={entries[index]!.label}>
            {moduleTools?.(module, { label: entries[index]!.label, first: index === 0, last: index === shown.length - 1 })}
            {module.hide && <p className="module__hidden-note">{texts.hiddenModule}</p>}
            <ModuleErrorBoundary
              moduleId={module.id}
              message={errorMessage}
              onError={(error, moduleId) => reportSiteError(error, { moduleId, siteId, source: "module" })}
            >
              <ModuleView module={module} />
            </ModuleErrorBoundary>
          </Section>
        ))}
      </Modules>
      <SiteFooter languages={languages} />
    </>
  );
}
