import { formatDate } from "../../../domain/dates";
import { fill } from "../../../domain/fill";
import { kronorIn } from "../../../domain/giftList/kronor";
import { entriesThanked, fillThankYou, thankYouValues } from "../../../domain/giftList/thankYouGiver";
import { isUiLanguage, type UiLanguage } from "../../../domain/languages";
import type { FundTotal, Gift, GiftCurrency, ThankYouText, ThankYouTexts } from "../../api/gifts";
import type { ExportTable } from "../excelExport";
import type { GiftListTexts } from "./texts";

/** Gåvor's pure parts: who gave, how much, the filters, the fund totals, the thank-you drafts and the Excel sheet. */

export const GIFT_FILTERS = ["all", "notThanked", "notReceived"] as const;
export type GiftFilter = (typeof GIFT_FILTERS)[number];

/** Only a pledge is money the couple can receive; a reservation is a thing the guest brings. */
export const isPledge = (gift: Gift) => gift.kind === "contribution";

export function giftShown(gift: Gift, filter: GiftFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "notThanked":
      return gift.thankedAt === null;
    case "notReceived":
      return isPledge(gift) && gift.receivedAt === null;
  }
}

/** The shown pledges "Markera alla som mottagna" ticks: those not yet received. */
export const unreceivedPledgeIds = (gifts: readonly Gift[]) => gifts.filter((gift) => isPledge(gift) && gift.receivedAt === null).map((gift) => gift.id);

/** The name the guest gave; the household's when it came through a personal link (beside the name when both differ); else "Anonym". */
export function giverText(gift: Pick<Gift, "giverName" | "householdName">, texts: Pick<GiftListTexts, "anonymous">): string {
  const name = gift.giverName?.trim() ?? "";
  const household = gift.householdName?.trim() ?? "";
  if (name && household && name !== household) return `${name} (${household})`;
  return name || household || texts.anonymous;
}

/** Whole kronor in the site's currency as the reader's language writes them: "4 500 kr", "DKK 500". */
export const kronorText = kronorIn;

/** A pledge's amount, or a reservation's units: "500 kr", "2 st". */
export function giftAmountText(gift: Pick<Gift, "amount" | "quantity">, currency: GiftCurrency, language: UiLanguage, texts: Pick<GiftListTexts, "pieces">): string {
  if (gift.amount !== null) return kronorText(gift.amount, currency, language);
  return gift.quantity !== null ? fill(texts.pieces, { count: gift.quantity }) : "";
}

/** "Bröllopsresan: 4 500 kr utlovat, 3 000 kr mottaget av 30 000 kr" (without "av …" when the fund has no goal). */
export function fundTotalText(fund: FundTotal, currency: GiftCurrency, language: UiLanguage, texts: Pick<GiftListTexts, "fundTotal" | "fundTotalOfGoal">): string {
  const kronor = (amount: number) => kronorText(amount, currency, language);
  const values = { title: fund.title, given: kronor(fund.given), received: kronor(fund.received) };
  return fund.goal === null ? fill(texts.fundTotal, values) : fill(texts.fundTotalOfGoal, { ...values, goal: kronor(fund.goal) });
}

/** The giver's language when the site has texts in it, else the couple's own. */
export const thankYouLanguage = (gift: Pick<Gift, "language">, fallback: UiLanguage): UiLanguage => (gift.language && isUiLanguage(gift.language) ? gift.language : fallback);

/** The gifts one thank-you for `gift` names (decision 099): its giver's not yet thanked, all of them when sent again. */
export const giftsThanked = (gifts: readonly Gift[], gift: Gift, again: boolean) => entriesThanked(gifts, gift, again);

/** A draft for the giver from the template in `language`, filled as the server fills the mail. */
export function thankYouDraft(gifts: readonly Gift[], templates: ThankYouTexts, currency: GiftCurrency, language: UiLanguage): ThankYouText {
  const values = thankYouValues(gifts.map((gift) => ({ ...gift, title: gift.itemTitle })), language, currency);
  return fillThankYou(templates[language], values);
}

/** "Bröllopsresan (500 kr), Kaffebryggaren": what a thank-you thanks for. */
export const thankedGiftsText = (gifts: readonly Gift[], currency: GiftCurrency, language: UiLanguage) =>
  gifts.map((gift) => (gift.amount === null ? gift.itemTitle : `${gift.itemTitle} (${kronorText(gift.amount, currency, language)})`)).join(", ");

/** The list as a sheet, with the list's columns. */
export function giftSheet(gifts: readonly Gift[], currency: GiftCurrency, language: UiLanguage, texts: GiftListTexts): ExportTable {
  return {
    sheetName: texts.sheetName,
    header: [texts.giver, texts.gift, texts.amount, texts.greeting, texts.date, texts.received, texts.thanked],
    rows: gifts.map((gift) => [
      giverText(gift, texts),
      gift.itemTitle,
      giftAmountText(gift, currency, language, texts),
      gift.greeting,
      formatDate(gift.createdAt),
      formatDate(gift.receivedAt),
      formatDate(gift.thankedAt),
    ]),
  };
}
