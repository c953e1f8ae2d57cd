import type { FundTotal, Gift } from "../../../domain/giftList/giftList";
import type { GiftRow } from "./repository";
import { itemKey, titleIn, type SiteGiftItems } from "./giftItems";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A gift as the couple's list shows it; the allow-list of what leaves the server. */
export function presentGift(row: GiftRow, site: SiteGiftItems): Gift {
  const item = site.items.find((candidate) => candidate.moduleId === row.moduleId && candidate.itemId === row.itemId);
  return {
    id: row.id,
    kind: row.kind,
    moduleId: row.moduleId,
    itemId: row.itemId,
    itemTitle: titleIn(item, site.mainLanguage, site.mainLanguage),
    // A gift since taken off the list: money went to a fund or a shared thing, a reservation to a thing.
    itemKind: item?.kind ?? (row.kind === "contribution" ? "fund" : "thing"),
    amount: row.amount,
    quantity: row.quantity,
    giverName: row.giverName,
    householdId: row.householdId,
    householdName: row.householdName,
    mail: row.householdMail,
    greeting: row.greeting,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    receivedAt: iso(row.receivedAt),
    thankedAt: iso(row.thankedAt),
  };
}

/** Every fund and shared thing of the lists with its money, in the lists' order. */
export function presentFunds(site: SiteGiftItems, money: { moduleId: string; itemId: string; given: number; received: number }[]): FundTotal[] {
  const byItem = new Map(money.map((row) => [itemKey(row.moduleId, row.itemId), row]));
  return site.items
    .filter((item) => item.takesMoney)
    .map((item) => {
      const row = byItem.get(itemKey(item.moduleId, item.itemId));
      return { moduleId: item.moduleId, itemId: item.itemId, title: titleIn(item, site.mainLanguage, site.mainLanguage), goal: item.goal, given: row?.given ?? 0, received: row?.received ?? 0 };
    });
}
