import sanitizeHtml from "sanitize-html";
import type { TranslatedTextValue } from "../../../domain/site/common";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { AnyModuleDefinition, CleanRichText } from "../../../modules/moduleDefinition";
import { MODULE_DEFINITIONS } from "../../../modules/registry";
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

type Sanitizable = { siteModuleType: string };

/** A module sanitizer over a list of definitions: each type's rich-text fields (its definition's richText) cleaned. */
export function moduleSanitizer(definitions: readonly AnyModuleDefinition[]) {
  const richText = new Map(definitions.map((definition) => [definition.type as string, definition.richText as ((module: Sanitizable, clean: CleanRichText) => Sanitizable) | undefined]));
  return <M extends Sanitizable>(module: M): M => (richText.get(module.siteModuleType)?.(module, clean) as M | undefined) ?? module;
}

/** A module of the product's types with its rich text sanitized. */
export const sanitizeModule: (module: SiteModule) => SiteModule = moduleSanitizer(MODULE_DEFINITIONS);

/** The document with every rich-text value (the fields shown as HTML on the guest page) sanitized. */
export function sanitizeDocument(document: SiteDocument): SiteDocument {
  return { ...document, siteModules: document.siteModules.map(sanitizeModule) };
}
