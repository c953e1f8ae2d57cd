import { z } from "zod";
import { documentSettings } from "../../domain/site/documentSettings";
import { MAX_FORM_RECIPIENTS, recipientMail } from "../../domain/site/formRecipients";
import { legacyImageEntry, type LegacyImageRef } from "./images";
import { LEGACY_MODULE_TYPES, LEGACY_PROPERTIES, type LegacyModuleType } from "./properties";
import { propertiesMap, wireProperties } from "./wire";

/**
 * The legacy site shape (spec 2, section 3): `modules` with properties, one image list, and
 * `mailReceivers` for the RSVP and speech answers. Stored as it is (properties as a map) until
 * its owner converts it to the newer shape; the design fields are the newer shape's.
 */

/** The legacy sites' languages. */
export const LEGACY_LANGUAGES = ["sv", "en", "da"] as const;

const moduleCommon = {
  id: z.string().min(1).max(100),
  /** The older product's database id, kept for reference. */
  _id: z.string().max(100).optional(),
  hideInMenu: z.boolean().default(false),
  menuTitle: z.string().max(200).default(""),
  slug: z.string().max(200).optional(),
  hide: z.boolean().default(false),
};

function moduleOf<T extends LegacyModuleType>(type: T) {
  return z.object({ ...moduleCommon, module: z.literal(type), properties: z.preprocess(asMap, LEGACY_PROPERTIES[type]) });
}

/** One legacy module, its properties checked against its type's. */
export const legacyModule = z.discriminatedUnion("module", [
  moduleOf("header"),
  moduleOf("Text"),
  moduleOf("ImageAndText"),
  moduleOf("TextAndImageList"),
  moduleOf("PeopleList"),
  moduleOf("location"),
  moduleOf("Video"),
  moduleOf("countDown"),
  moduleOf("GiftRegistry"),
  moduleOf("RSVP3"),
  moduleOf("Speech2"),
], { error: (issue) => (issue.code === "invalid_union" ? unknownType((issue.input as { module?: unknown } | undefined)?.module) : undefined) });

function unknownType(type: unknown): string {
  const known = `a legacy module is one of ${LEGACY_MODULE_TYPES.join(", ")}`;
  if (type === undefined) return `the module has no type; ${known}`;
  // Only a plain value is quoted: a nested list or object may be deeper than JSON.stringify's stack.
  return typeof type === "object" && type !== null ? `the module type is not a text; ${known}` : `unknown module type ${JSON.stringify(type)}; ${known}`;
}
export type LegacyModule = z.infer<typeof legacyModule>;
export type LegacyModuleOf<T extends LegacyModuleType> = Extract<LegacyModule, { module: T }>;

/** Properties as a map, from the wire's list of pairs or a map; a malformed list is reported where it is. */
function asMap(value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== "object" && value !== undefined) {
    context.addIssue({ code: "custom", message: "properties are a list of {key, value} pairs (or a map)" });
    return {};
  }
  const parsed = wireProperties.safeParse(value ?? []);
  if (parsed.success) return propertiesMap(parsed.data);
  for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return {};
}

/** A receiver list: one address or a list of them (blanks dropped); at most six, as the receiver dialog allows. */
const receivers = z.preprocess(
  (value) => (value === null || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((mail) => (typeof mail === "string" ? mail.trim() : mail)).filter((mail) => mail !== "")),
  z.array(recipientMail).max(MAX_FORM_RECIPIENTS),
);

export const legacySiteDocument = documentSettings
  .omit({ usesSiteModules: true, formRecipients: true })
  .extend({
    usesSiteModules: z.literal(false),
    language: z.enum(LEGACY_LANGUAGES).default("sv"),
    images: z.array(legacyImageEntry).max(500).default([]),
    modules: z.array(legacyModule).max(100).default([]),
    mailReceivers: z.object({ rsvp: receivers, speech: receivers }).default({ rsvp: [], speech: [] }),
    metaNoindex: z.boolean().default(false),
  })
  .superRefine((document, context) => {
    const images = new Set(document.images.map((entry) => entry.id));
    document.modules.forEach((module, index) => {
      for (const { ref, path } of imageRefs(module)) {
        if (!images.has(ref.id)) context.addIssue({ code: "custom", message: `image ${ref.id} is not in the site's image list`, path: ["modules", index, "properties", ...path] });
      }
    });
    const slugs = new Map<string, number>();
    document.modules.forEach((module, index) => {
      if (!module.slug) return;
      if (slugs.has(module.slug)) context.addIssue({ code: "custom", message: `slug ${module.slug} is also module ${slugs.get(module.slug)}'s`, path: ["modules", index, "slug"] });
      slugs.set(module.slug, index);
    });
    const ids = new Set<string>();
    document.modules.forEach((module, index) => {
      if (ids.has(module.id)) context.addIssue({ code: "custom", message: `module id ${module.id} is used twice`, path: ["modules", index, "id"] });
      ids.add(module.id);
    });
  });
export type LegacySiteDocument = z.infer<typeof legacySiteDocument>;

/** Whether a stored document has the legacy shape: the newer shape's `usesSiteModules` is true or, in older rows, absent. */
export const isLegacyDocument = (document: unknown): boolean => (document as { usesSiteModules?: unknown } | null)?.usesSiteModules === false;
export type LegacySiteDocumentInput = z.input<typeof legacySiteDocument>;

/** Every image a module shows, with where it sits in the module's properties. */
export function imageRefs(module: LegacyModule): { ref: LegacyImageRef; path: (string | number)[] }[] {
  const found: { ref: LegacyImageRef; path: (string | number)[] }[] = [];
  const properties = module.properties as Record<string, unknown>;
  if (isRef(properties.image)) found.push({ ref: properties.image, path: ["image"] });
  for (const key of ["list", "giftRegistry"] as const) {
    const items = properties[key];
    if (!Array.isArray(items)) continue;
    items.forEach((item: { image?: unknown }, index) => {
      if (isRef(item.image)) found.push({ ref: item.image, path: [key, index, "image"] });
    });
  }
  return found;
}

function isRef(value: unknown): value is LegacyImageRef {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "image";
}
