import { translate, type TranslatedText } from "../../../domain/languages";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import { isFund, isShared } from "../../../modules/giftRegistry/limits";
import type { GiftItem } from "../../../modules/giftRegistry/schema";
import { isLegacyDocument, legacySiteDocument } from "../../../modules/legacy/document";

/** A gift of the site's lists as the couple's list names it; legacy gifts are plain things. */
export interface ListedItem {
  moduleId: string;
  itemId: string;
  title: TranslatedText;
  kind: "thing" | "fund";
  /** A fund or a shared thing: guests give money to it. */
  takesMoney: boolean;
  goal: number | null;
}

export interface SiteGiftItems {
  mainLanguage: string;
  items: ListedItem[];
}

const listed = (moduleId: string, item: GiftItem): ListedItem => ({
  moduleId,
  itemId: item.id,
  title: item.title,
  kind: item.kind,
  takesMoney: isFund(item) || isShared(item),
  goal: isFund(item) ? item.goal : isShared(item) ? item.price * item.quantity : null,
});

/** Every gift of every gift list of the document, hidden lists included: what was given there stays the couple's. */
export function siteGiftItems(document: unknown): SiteGiftItems {
  if (isLegacyDocument(document)) {
    const legacy = legacySiteDocument.parse(document);
    const items = legacy.modules.flatMap((module) =>
      module.module === "GiftRegistry"
        ? module.properties.giftRegistry.map((item): ListedItem => ({ moduleId: module.id, itemId: item.id, title: { [legacy.language]: item.title }, kind: "thing", takesMoney: false, goal: null }))
        : [],
    );
    return { mainLanguage: legacy.language, items };
  }
  const current = readSiteDocument(document);
  const items = current.siteModules.flatMap((module) => (module.siteModuleType === "GiftRegistry" ? module.giftRegistry.map((item) => listed(module.id, item)) : []));
  return { mainLanguage: current.language, items };
}

export const itemKey = (moduleId: string, itemId: string) => `${moduleId}\u0000${itemId}`;

/** The item's title in `language`, else the site's main language, else any. */
export const titleIn = (item: ListedItem | undefined, language: string, mainLanguage: string) => (item ? translate(item.title, language, mainLanguage) : "");
