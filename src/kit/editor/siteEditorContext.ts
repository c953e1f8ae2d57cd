import { createContext, useContext } from "react";
import type { Brand } from "../../domain/brands";
import type { EditorSite } from "../../modules/editorSite";
import type { SiteDocument } from "../../modules/siteDocument";
import type { SiteModule } from "../../modules/siteModule";

/**
 * What every part of the editor reads and changes: the draft document, the saved site's
 * settings and the content language being edited (spec 3, section 4).
 */
export interface SiteEditor {
  siteId: string;
  brand: Brand;
  /** The site as last loaded or saved: host, active, password and search settings. */
  site: EditorSite;
  /** The draft: every edit changes it; Save stores it. */
  document: SiteDocument;
  /** The content language being edited; translated fields edit this language's text. */
  language: string;
  setLanguage: (language: string) => void;
  /** Derives a new draft from the current one. */
  update: (change: (document: SiteDocument) => SiteDocument) => void;
  /** Replaces one module of the draft. */
  updateModule: (moduleId: string, change: (module: SiteModule) => SiteModule) => void;
  /** Ids of the RSVP and Form modules that already have answers (the editing warning). */
  formsWithAnswers: ReadonlySet<string>;
  /** A legacy site (one language, no new cards) edited through its newer view (src/web/editor/legacy/). */
  legacy: boolean;
}

export const SiteEditorContext = createContext<SiteEditor | null>(null);

export function useSiteEditor(): SiteEditor {
  const editor = useContext(SiteEditorContext);
  if (!editor) throw new Error("useSiteEditor needs a SiteEditorContext provider");
  return editor;
}
