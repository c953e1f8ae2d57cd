import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const giftItem = z.object({
  id: z.string().min(1).max(100),
  title: translatedText.default({}),
  link: z.string().max(2000).nullable().default(null),
  description: translatedText.default({}),
  reservable: z.boolean().default(true),
  /** Whole number ≥ 1, required when reservable. */
  quantity: z.number().int().min(1).max(10_000).nullable().default(1),
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
