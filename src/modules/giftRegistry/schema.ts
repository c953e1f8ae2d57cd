import { z } from "zod";
import { completeLink, WEB_SCHEMES } from "../../domain/links";
import { image, moduleBase, translatedText } from "../../domain/site/common";

/** A gift's wished quantity (spec 2, section 5): whole number, at least 1, default 1. */
export const GIFT_QUANTITY = { min: 1, max: 10_000, default: 1 } as const;

/** The longest link a gift may have. */
export const GIFT_LINK_MAX = 2000;

/**
 * The link guests may open for what was typed: a web address, so "www.shop.se" becomes
 * "https://www.shop.se". Empty, another scheme (javascript:, ftp:, mailto:) or too long is no link.
 */
export function giftLink(text: string): string | null {
  const link = completeLink(text, WEB_SCHEMES);
  return link && link.length <= GIFT_LINK_MAX ? link : null;
}

import { GIFT_AMOUNT } from "./money";
const kronor = z.number().int().min(GIFT_AMOUNT.min).max(GIFT_AMOUNT.max);

/** A thing to give, or a fund guests give money to ("Bröllopsresan"). */
export const GIFT_KINDS = ["thing", "fund"] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

export const giftItem = z.object({
  id: z.string().min(1).max(100),
  title: translatedText.default({}),
  /**
   * Shown to guests as a link, so only ever a web address: anything else (a javascript: link
   * would run on the guest page) is no link. Made so on every parse, which also keeps a
   * document stored before this rule loading.
   */
  link: z
    .string()
    .nullable()
    .default(null)
    .transform((link) => (link === null ? null : giftLink(link))),
  description: translatedText.default({}),
  reservable: z.boolean().default(true),
  /** Required when reservable. */
  quantity: z.number().int().min(GIFT_QUANTITY.min).max(GIFT_QUANTITY.max).nullable().default(GIFT_QUANTITY.default),
  image: image.nullable().default(null),
  kind: z.enum(GIFT_KINDS).default("thing"),
  /** A thing's price per unit; a shared thing's guests chip in towards it. */
  price: kronor.nullable().default(null),
  /** A thing with a price that several guests may pay together. */
  shared: z.boolean().default(false),
  /** A fund's goal, if it has one. */
  goal: kronor.nullable().default(null),
  /** Whether guests see how much a fund has been given. */
  showProgress: z.boolean().default(true),
})
  .refine((item) => item.kind === "fund" || !item.reservable || item.quantity !== null, { message: "quantity is required when reservable", path: ["quantity"] })
  .refine((item) => item.kind === "fund" || !item.shared || item.price !== null, { message: "a shared gift needs a price", path: ["price"] });
export type GiftItem = z.infer<typeof giftItem>;

export const giftRegistryModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("GiftRegistry"),
  text: translatedText.default({}),
  giftRegistry: z.array(giftItem).max(300).default([]),
  /**
   * The couple's Swish (se) or MobilePay (dk) number that guests give money to, digits as the
   * app's link wants them (giving/payeeNumbers.ts checks them for the market); null for none.
   */
  payeeNumber: z.string().regex(/^\d{8,12}$/).nullable().default(null),
  showGiftRegistryButton: translatedText.default({}),
  reserveButton: translatedText.default({}),
  cancelReservationButton: translatedText.default({}),
  labelReservePassword: translatedText.default({}),
  labelReserveQuantity: translatedText.default({}),
  labelCancelReservationPassword: translatedText.default({}),
  labelCancelReservationQuantity: translatedText.default({}),
  statusTextQuantity: translatedText.default({}),
  statusTextReservedSingular: translatedText.default({}),
  statusTextReservedPlural: translatedText.default({}),
});
export type GiftRegistryModule = z.infer<typeof giftRegistryModule>;

/** What the API answers as giftRegistryReservations (spec 2, Reservation). */
export interface GiftReservation {
  giftRegistryId: string;
  quantityReserved: number;
  /**
   * Whole kronor pledged to the gift (a fund, or a shared thing's contributions), where guests
   * may see it: a fund that hides its progress never sends it.
   */
  amountGiven?: number;
}
