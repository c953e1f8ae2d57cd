import type { GuestDocument, GuestModule } from "../guestDocument";
import type { LegacyModule, LegacySiteDocument } from "./document";
import { legacyImages } from "./newerImage";
import { isPlainLegacyModule, moduleBase, newerModule, type MappingContext } from "./newerModules";

/**
 * A legacy site as the guest page draws it, in the same themes, fonts and colours as a newer
 * one: its design fields are the newer shape's already; its one language is the only one offered.
 */
export function legacyGuestDocument(document: LegacySiteDocument): GuestDocument {
  const { modules, images, mailReceivers: _receivers, metaNoindex: _noindex, ...design } = document;
  const context: MappingContext = { language: document.language, images: legacyImages(images) };
  return {
    ...design,
    availableLanguages: [{ languageCode: document.language }],
    formRecipients: [],
    siteModules: modules.map((module) => guestModule(module, context)),
  };
}

function guestModule(module: LegacyModule, context: MappingContext): GuestModule {
  const slug = module.slug?.trim() ? { slug: module.slug.trim() } : {};
  if (isPlainLegacyModule(module)) return { ...newerModule(module, context), ...slug };
  const shown = { ...moduleBase(module, context.language), ...slug };
  return module.module === "RSVP3" ? { ...shown, siteModuleType: "RSVP3", properties: module.properties } : { ...shown, siteModuleType: "Speech2", properties: module.properties };
}
