import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { cardFacts, type CardFacts } from "../../domain/print/siteFacts";
import type { EditorSite } from "../../modules/editorSite";
import { isLegacyEditorSite } from "../../modules/legacy/editorSite";
import type { SiteDocument } from "../../modules/siteDocument";
import { useQuickStartSite } from "../api/quickStart";
import { useEditorSite } from "../api/sites";
import { editBasePath, isQuickStart } from "../editor/editBasePath";
import { restoreDraft } from "../quickStart/draftStorage";
import { startingPoint } from "../quickStart/startingPoint";

export interface CardSite {
  /** The stored site's id; null in quick start, where the site is made together with the first card. */
  siteId: string | null;
  /** Where the editor's links start: /redigera/{siteId} or the quick-start base. */
  base: string;
  site: EditorSite;
  /** The page as the owner sees it in the editor: in quick start the draft kept in this browser. */
  document: SiteDocument;
  facts: CardFacts;
}

/** The site whose cards are shown or edited, stored or (in quick start) the page being tried out. */
export function useCardSite(): { data: CardSite | null; isPending: boolean; error: unknown } {
  const { siteId } = useParams();
  const { pathname } = useLocation();
  const quickStart = isQuickStart(pathname);
  const base = editBasePath(pathname, siteId);
  const [start] = useState(() => (quickStart ? startingPoint(base) : null));
  const [kept] = useState(() => (start ? restoreDraft(localStorage, base, start.basis, Date.now()) : null));
  const stored = useEditorSite(siteId ?? "", !quickStart);
  const trial = useQuickStartSite(start?.wizard ?? null, quickStart);
  const query = quickStart ? trial : stored;
  // A legacy site has no cards (spec 3: 'Cant create a new site v1'): its card editor cannot load.
  if (stored.data && isLegacyEditorSite(stored.data)) return { data: null, isPending: false, error: new Error("A legacy site has no invitation cards") };
  const site = quickStart ? trial.data?.site : stored.data;
  if (!site) return { data: null, isPending: query.isPending, error: query.error };
  const document = kept?.document ?? site;
  return {
    data: { siteId: quickStart ? null : site._id, base, site, document, facts: cardFacts(document, site.host, window.location) },
    isPending: false,
    error: query.error,
  };
}
