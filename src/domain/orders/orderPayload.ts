import { z } from "zod";
import type { Market } from "../brands";
import type { UiLanguage } from "../languages";
import { MAIL_MAX_LENGTH } from "../limits";

/** Payloads of the card order calls (spec 3, sections 3, 5 and 7), shared by the checkout form and the server. */

/** Cards are ordered 10 to 300 in steps of 10; a new order starts at 10. */
export const CARD_QUANTITY = { min: 10, max: 300, step: 10, initial: 10 } as const;

export function isCardQuantity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= CARD_QUANTITY.min && (value as number) <= CARD_QUANTITY.max && (value as number) % CARD_QUANTITY.step === 0;
}

/** The checkout's quantity choices: 10, 20 … 300. */
export const CARD_QUANTITIES: readonly number[] = Array.from({ length: CARD_QUANTITY.max / CARD_QUANTITY.step }, (_, index) => (index + 1) * CARD_QUANTITY.step);

export const cardQuantitySchema = z.number().refine(isCardQuantity, `Between ${CARD_QUANTITY.min} and ${CARD_QUANTITY.max} in steps of ${CARD_QUANTITY.step}`);

export const ENVELOPES = ["none", "standard", "premium"] as const;
export type Envelopes = (typeof ENVELOPES)[number];

/** Bounds that fit every carrier's label fields and keep junk out of the order table. */
export const SHIPPING_ADDRESS_LIMITS = { name: 100, addressLine1: 200, postCode: 10, city: 100, phoneMin: 6, phone: 20 } as const;

const required = (max: number) => z.string().trim().min(1).max(max);

export const shippingAddressSchema = z.object({
  firstName: required(SHIPPING_ADDRESS_LIMITS.name),
  lastName: required(SHIPPING_ADDRESS_LIMITS.name),
  addressLine1: required(SHIPPING_ADDRESS_LIMITS.addressLine1),
  postCode: required(SHIPPING_ADDRESS_LIMITS.postCode),
  city: required(SHIPPING_ADDRESS_LIMITS.city),
  email: z.string().trim().max(MAIL_MAX_LENGTH).pipe(z.email()),
  // Carriers text the receiver: digits with an optional leading +, spaces, dashes or brackets.
  phone: z.string().trim().min(SHIPPING_ADDRESS_LIMITS.phoneMin).max(SHIPPING_ADDRESS_LIMITS.phone).regex(/^\+?[\d\s()-]+$/),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * The market's country: the address has no country field (decision 036), so the carrier texts
 * the receiver at a number in it, asked for with its calling code and shown in its own form.
 */
export const MARKET_PHONE: Record<Market, { code: string; example: string }> = {
  se: { code: "+46", example: "+46 70 123 45 67" },
  dk: { code: "+45", example: "+45 20 12 34 56" },
};

const LABELS: Record<keyof ShippingAddress, Record<UiLanguage, string>> = {
  firstName: { sv: "Förnamn", en: "First name", da: "Fornavn" },
  lastName: { sv: "Efternamn", en: "Last name", da: "Efternavn" },
  addressLine1: { sv: "Adress", en: "Address", da: "Adresse" },
  postCode: { sv: "Postnummer", en: "Postcode", da: "Postnummer" },
  city: { sv: "Ort", en: "City", da: "By" },
  email: { sv: "E-post", en: "E-mail", da: "E-mail" },
  phone: { sv: "Telefon (börja med {code})", en: "Phone (start with {code})", da: "Telefon (start med {code})" },
};

/** An address field's label; the phone's asks for the market's calling code, as the spec's does for Sweden's. */
export const shippingAddressLabel = (field: keyof ShippingAddress, language: UiLanguage, market: Market) => LABELS[field][language].replace("{code}", MARKET_PHONE[market].code);

/** A shipment method's id and name as the provider gives them; longer names are cut to this. */
export const SHIPMENT_METHOD_TEXT_MAX = 200;
const shipmentMethodText = z.string().trim().min(1).max(SHIPMENT_METHOD_TEXT_MAX);

/**
 * One card per household (decision 105): each printed with the household's name and the QR code
 * of its personal link. The households are every one on the guest list, or those invited to
 * `eventId`; their number is the quantity, worked out by the server.
 */
export const perHouseholdSchema = z.object({ eventId: z.uuid().nullable().default(null) }).strict();
export type PerHousehold = z.infer<typeof perHouseholdSchema>;

/** An order names the quantity of identical cards, or asks for one card per household instead. */
const namesQuantity = (value: { quantity?: number; perHousehold?: PerHousehold }) => value.quantity !== undefined || value.perHousehold !== undefined;
const quantityNeeded = { path: ["quantity"], message: `Between ${CARD_QUANTITY.min} and ${CARD_QUANTITY.max} in steps of ${CARD_QUANTITY.step}, or one card per household` };

/** POST /api/orders/shipmentMethods/ */
export const shipmentMethodsRequestSchema = z
  .object({
    print: z.uuid(),
    quantity: cardQuantitySchema.optional(),
    perHousehold: perHouseholdSchema.optional(),
    envelopes: z.enum(ENVELOPES),
    shippingAddress: shippingAddressSchema,
  })
  .refine(namesQuantity, quantityNeeded);

/** POST /api/orders/: the order creation payload. */
export const orderCreationSchema = z
  .object({
    print: z.uuid(),
    site: z.uuid(),
    quantity: cardQuantitySchema.optional(),
    perHousehold: perHouseholdSchema.optional(),
    envelopes: z.enum(ENVELOPES),
    shipmentMethodUid: shipmentMethodText,
    shipmentMethodName: shipmentMethodText,
    shippingAddress: shippingAddressSchema,
  })
  .refine(namesQuantity, quantityNeeded);

export type ShipmentMethodsRequest = z.infer<typeof shipmentMethodsRequestSchema>;
export type OrderCreationPayload = z.infer<typeof orderCreationSchema>;
