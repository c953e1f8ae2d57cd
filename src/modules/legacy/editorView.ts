import type { GuestDocument } from "../guestDocument";
import type { SiteDocument } from "../siteDocument";
import type { LegacyModule, LegacySiteDocument } from "./document";
import { legacyGuestDocument } from "./guestDocument";
import { isLegacyGuestModule } from "./guestModules";
import { hasLegacyCounterpart, legacyModuleOf } from "./legacyProperties";

/**
 * A legacy draft as the newer editor's screen edits it: the guest page's view of it (plain
 * modules as their newer counterparts, RSVP3 and Speech2 as their own), so the canvas, the
 * module tools, the menu and the design drawer work on it as on a newer site. RSVP3 and Speech2
 * ride along as the guest page's modules: only their own dialogs open them, never a newer one.
 */
export function legacyEditorView(document: LegacySiteDocument): SiteDocument {
  return legacyGuestDocument(document) as unknown as SiteDocument;
}

/**
 * The legacy draft after an edit of its view: modules in the view's order, each mapped back
 * (a new one becomes a new legacy module), the design fields as the view has them. The site's
 * language, image list (with any new image appended), receivers and search setting stay its own.
 */
export function legacyDocumentFrom(legacy: LegacySiteDocument, edited: SiteDocument, newImageId: () => string): LegacySiteDocument {
  const { siteModules, availableLanguages: _languages, formRecipients: _recipients, usesSiteModules: _shape, language: _language, ...design } = edited as unknown as GuestDocument;
  const previous = new Map(legacy.modules.map((module) => [module.id, module]));
  const context = { language: legacy.language, images: [...legacy.images], newImageId };
  const modules = siteModules.flatMap((module): LegacyModule[] => {
    const before = previous.get(module.id);
    if (isLegacyGuestModule(module)) {
      if (!before) return [];
      const menuTitle = module.menuTitle[legacy.language] ?? "";
      return [{ ...before, hide: module.hide, hideInMenu: module.hideInMenu, menuTitle } as LegacyModule];
    }
    // A type with no legacy counterpart is never offered on a legacy site (the conversion brings it).
    return hasLegacyCounterpart(module.siteModuleType) ? [legacyModuleOf(module as Parameters<typeof legacyModuleOf>[0], before, context)] : [];
  });
  return { ...legacy, ...design, modules, images: context.images };
}
