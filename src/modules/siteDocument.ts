import { z } from "zod";
import { documentSettings } from "../domain/site/documentSettings";
import { DOCUMENT_VERSION } from "./document/migrations";
import { siteModule } from "./siteModule";

/**
 * The site's design and modules: one JSONB document, validated on every write (spec 2,
 * section 3, newer shape). Guest-written state (reservations, answers) is kept apart.
 */
export const siteDocument = documentSettings.extend({
  /** The shape's version (decision 089); a stored document is read through readSiteDocument, which migrates it to this one. */
  documentVersion: z.literal(DOCUMENT_VERSION).default(DOCUMENT_VERSION),
  siteModules: z.array(siteModule).max(100).default([]),
});
export type SiteDocument = z.infer<typeof siteDocument>;
/** What the editor saves: the modules must be there, so a stray `null` or `{}` never empties a site. */
export const savedSiteDocument = siteDocument.extend({ siteModules: siteDocument.shape.siteModules.removeDefault() });
export type SiteDocumentInput = z.input<typeof siteDocument>;
