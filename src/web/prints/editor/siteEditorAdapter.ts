import type { Brand } from "../../../domain/brands";
import type { PrintCard } from "../../../domain/print/card";
import { QUICK_START_SITE_ID } from "../../../domain/quickStart";
import type { EditorSite } from "../../../modules/editorSite";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteEditor } from "../../../kit/editor/siteEditorContext";

const NO_FORMS: ReadonlySet<string> = new Set();

/**
 * The site editor's context over a card, so the card's design drawer reuses the site's font,
 * graphic and event-logo pickers: they read and change the card's fonts, graphic and logo as if
 * they were the page's. Everything else they read is the site's own.
 */
export function cardAsSiteEditor(card: PrintCard, site: { siteId: string | null; site: EditorSite; document: SiteDocument }, brand: Brand, update: (change: (card: PrintCard) => PrintCard) => void): SiteEditor {
  const asDocument = (current: PrintCard): SiteDocument => ({ ...site.document, fonts: current.fonts, siteGraphic: current.siteGraphic, eventLogo: current.eventLogo });
  return {
    siteId: site.siteId ?? QUICK_START_SITE_ID,
    brand,
    site: site.site,
    document: asDocument(card),
    language: site.document.language,
    setLanguage: () => {},
    update: (change) =>
      update((current) => {
        const changed = change(asDocument(current));
        return { ...current, fonts: changed.fonts, siteGraphic: changed.siteGraphic, eventLogo: changed.eventLogo };
      }),
    updateModule: () => {},
    formsWithAnswers: NO_FORMS,
    legacy: false,
  };
}
