import type { LegacyModule, LegacySiteDocument } from "../../../modules/legacy/document";
import { sanitizeRichText } from "./sanitize";

/** A legacy module with its rich-text properties (those the guest page shows as HTML) sanitized. */
function sanitizeLegacyModule(module: LegacyModule): LegacyModule {
  switch (module.module) {
    case "Text":
    case "ImageAndText":
    case "location":
    case "RSVP3":
    case "Speech2":
      return { ...module, properties: { ...module.properties, text: sanitizeRichText(module.properties.text) } } as LegacyModule;
    case "TextAndImageList":
    case "PeopleList":
      return { ...module, properties: { ...module.properties, list: module.properties.list.map((item) => ({ ...item, text: sanitizeRichText(item.text) })) } } as LegacyModule;
    case "GiftRegistry":
      return {
        ...module,
        properties: { ...module.properties, text: sanitizeRichText(module.properties.text), giftRegistry: module.properties.giftRegistry.map((item) => ({ ...item, description: sanitizeRichText(item.description) })) },
      };
    default:
      return module;
  }
}

/** The legacy document with every rich-text property sanitized, as sanitizeDocument does for the newer shape. */
export function sanitizeLegacyDocument(document: LegacySiteDocument): LegacySiteDocument {
  return { ...document, modules: document.modules.map(sanitizeLegacyModule) };
}
