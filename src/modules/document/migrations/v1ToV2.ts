import type { DocumentMigration, JsonDocument } from "../migrate";

const isObject = (value: unknown): value is JsonDocument => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * 1 → 2: money gifts (decision 093). A gift becomes a thing or a fund and may have a price; the
 * gift list holds the couple's Swish or MobilePay number. Every gift of an older document is a
 * plain thing with no price, and its list has no number; a field already there (sent without a
 * version by a caller that knows the new shape) is kept. The version is what keeps a product
 * from before this from reading a fund as a thing and writing it back so.
 */
export const v1ToV2: DocumentMigration = {
  from: 1,
  migrate: (document) => {
    if (!Array.isArray(document.siteModules)) return document;
    const siteModules = document.siteModules.map((module: unknown) => {
      if (!isObject(module) || module.siteModuleType !== "GiftRegistry") return module;
      const items = Array.isArray(module.giftRegistry) ? module.giftRegistry : undefined;
      return {
        payeeNumber: null,
        ...module,
        ...(items ? { giftRegistry: items.map((item: unknown) => (isObject(item) ? { kind: "thing", price: null, shared: false, goal: null, showProgress: true, ...item } : item)) } : {}),
      };
    });
    return { ...document, siteModules };
  },
};
