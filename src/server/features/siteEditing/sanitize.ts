import sanitizeHtml from "sanitize-html";
import type { TranslatedTextValue } from "../../../domain/site/common";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteModule } from "../../../modules/siteModule";

/**
 * What the editor's rich-text fields may hold: paragraphs, emphasis, small headings, lists
 * and web or mail links. Everything else (scripts, event handlers, styles, other schemes)
 * is dropped on the server, whatever the client sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "a", "h3", "ul", "ol", "li"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (target === "_blank") return { tagName, attribs: { ...rest, target, rel: "noopener noreferrer" } };
      return { tagName, attribs: { ...rest, ...(rel ? { rel } : {}) } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function clean(text: TranslatedTextValue): TranslatedTextValue {
  return Object.fromEntries(Object.entries(text).map(([language, html]) => [language, sanitizeRichText(html)]));
}

export function sanitizeModule(module: SiteModule): SiteModule {
  switch (module.siteModuleType) {
    case "Text":
    case "ImageAndText":
    case "Location":
    case "ImageGallery":
    case "Rsvp":
    case "Form":
      return { ...module, text: clean(module.text) };
    case "TextAndImageList":
    case "PeopleList":
      return { ...module, list: module.list.map((item) => ({ ...item, text: clean(item.text) })) } as SiteModule;
    case "GiftRegistry":
      return { ...module, text: clean(module.text), giftRegistry: module.giftRegistry.map((item) => ({ ...item, description: clean(item.description) })) };
    default:
      return module;
  }
}

/** The document with every rich-text value (the fields shown as HTML on the guest page) sanitized. */
export function sanitizeDocument(document: SiteDocument): SiteDocument {
  return { ...document, siteModules: document.siteModules.map(sanitizeModule) };
}
