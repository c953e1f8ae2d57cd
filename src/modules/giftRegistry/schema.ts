import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

/** A gift's wished quantity (spec 2, section 5): whole number, at least 1, default 1. */
export const GIFT_QUANTITY = { min: 1, max: 10_000, default: 1 } as const;

export const giftItem = z.object({
  id: z.string().min(1).max(100),
  title: translatedText.default({}),
  /** Shown to guests as a link, so only a web address: a javascript: link could run on the guest page. */
  link: z.string().max(2000).regex(/^https?:\/\//i, "link must start with http:// or https://").nullable().default(null),
  description: translatedText.default({}),
  reservable: z.boolean().default(true),
  /** Required when reservable. */
  quantity: z.number().int().min(GIFT_QUANTITY.min).max(GIFT_QUANTITY.max).nullable().default(GIFT_QUANTITY.default),
  image: image.nullable().default(null),
}).refine((item) => !item.reservable || item.quantity !== null, { message: "quantity is required when reservable", path: ["quantity"] });
export type GiftItem = z.infer<typeof giftItem>;

export const giftRegistryModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("GiftRegistry"),
  text: translatedText.default({}),
  giftRegistry: z.array(giftItem).max(300).default([]),
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
}
