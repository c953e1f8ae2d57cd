import type { EditorSite, EditorSiteSettings, SiteVersionSummary } from "../editorSite";
import type { GiftReservation } from "../giftRegistry/schema";
import type { LegacyModule, LegacySiteDocument } from "./document";

/**
 * A legacy site as the editor's site calls carry it: each module's properties as the wire's
 * list of pairs (spec 2, section 3); the editor reads it back with `legacySiteDocument`.
 */
export type LegacyWireModule = Omit<LegacyModule, "properties"> & { properties: { key: string; value: unknown }[] };
export type LegacyWireDocument = Omit<LegacySiteDocument, "modules"> & { modules: LegacyWireModule[] };

export type LegacyEditorSite = EditorSiteSettings & { giftRegistryReservations: GiftReservation[] } & LegacyWireDocument;

/** What GET /api/sites/{siteId} answers: the newer shape, or a legacy site not yet converted. */
export type AnyEditorSite = EditorSite | LegacyEditorSite;

export const isLegacyEditorSite = (site: AnyEditorSite): site is LegacyEditorSite => site.usesSiteModules === false;

/** A stored version in the legacy shape: the one a conversion keeps, restored to undo it. */
export type LegacySiteVersion = SiteVersionSummary & { document: LegacyWireDocument };
