import type { EditorSite } from "../editorSite";
import type { SiteDocument } from "../siteDocument";
import type { SiteModuleType } from "../siteModule";
import type { LegacyModule } from "./document";

/** What one legacy module becomes, and for a module guests see, its anchor (#…) before and after. */
export interface ConvertedModule {
  legacyType: LegacyModule["module"];
  legacyId: string;
  newerType: SiteModuleType;
  anchor?: { legacy: string; newer: string };
}

/** POST …/legacy-conversion/preview: the document the conversion would store and what each module becomes. */
export interface ConversionPreview {
  document: SiteDocument;
  modules: ConvertedModule[];
}

/** POST …/legacy-conversion: the converted site, and the version whose restore undoes the conversion. */
export type ConvertedSite = EditorSite & { legacyVersion: { _id: string; createdAt: string } };
