import { z } from "zod";
import { GIFT_QUANTITY, giftLink } from "../giftRegistry/schema";
import { MAP_THEMES, MAP_ZOOM, DEFAULT_MARKER_COLOR } from "../location/schema";
import { legacyImageRef } from "./images";
import { rsvp3Properties, speech2Properties } from "./rsvpProperties";

/**
 * The properties of each legacy module type. The spec names those of RSVP3, Speech2 and
 * countDown; the others carry the fields their newer counterparts have, as plain text in the
 * site's one language (decision 052).
 */

const text = z.string().max(20_000);
const image = legacyImageRef.nullable().default(null);

export const COUNTDOWN_LABEL_DEFAULTS = { textDays: "dagar", textHours: "timmar", textMinutes: "minuter", textSeconds: "sekunder" } as const;
/** The legacy countdown's date as the owner types it: yyyy-mm-dd hh:mm (an ISO "T" is read too). */
export const LEGACY_COUNTDOWN_FORMAT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

const listItem = z.object({ id: z.string().min(1).max(100), title: text.default(""), text: text.default(""), image });
const person = z.object({ id: z.string().min(1).max(100), name: z.string().max(200).default(""), title: text.default(""), text: text.default(""), image });
const giftItem = z
  .object({
    id: z.string().min(1).max(100),
    title: text.default(""),
    link: z.string().nullable().default(null).transform((link) => (link === null ? null : giftLink(link))),
    description: text.default(""),
    reservable: z.boolean().default(true),
    quantity: z.coerce.number().int().min(GIFT_QUANTITY.min).max(GIFT_QUANTITY.max).nullable().default(GIFT_QUANTITY.default),
    image,
  })
  .refine((item) => !item.reservable || item.quantity !== null, { message: "quantity is required when reservable", path: ["quantity"] });
const map = z.preprocess(
  (value) => (typeof value === "string" ? { location: value } : value),
  z
    .object({
      location: z.string().max(300),
      zoom: z.coerce.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default),
      mapTheme: z.enum(MAP_THEMES).default("NORMAL"),
      markerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).default(DEFAULT_MARKER_COLOR),
    })
    .nullable(),
);

export const LEGACY_PROPERTIES = {
  header: z.object({ title: text.default(""), secondLine: text.default(""), image }),
  Text: z.object({ title: text.default(""), text: text.default("") }),
  ImageAndText: z.object({ title: text.default(""), secondTitle: text.default(""), text: text.default(""), image }),
  TextAndImageList: z.object({ title: text.default(""), list: z.array(listItem).max(100).default([]) }),
  PeopleList: z.object({ title: text.default(""), list: z.array(person).max(100).default([]) }),
  location: z.object({ title: text.default(""), map: map.default(null), secondTitle: text.default(""), text: text.default(""), image }),
  Video: z.object({
    title: text.default(""),
    video: z.object({ type: z.literal("YouTube").default("YouTube"), videoUrl: z.string().max(500).default(""), autoStart: z.boolean().default(false) }).nullable().default(null),
  }),
  countDown: z.object({
    title: text.default(""),
    countDown: z.string().regex(LEGACY_COUNTDOWN_FORMAT, "the date is written yyyy-mm-dd hh:mm").nullable().default(null),
    textDays: z.string().max(100).default(COUNTDOWN_LABEL_DEFAULTS.textDays),
    textHours: z.string().max(100).default(COUNTDOWN_LABEL_DEFAULTS.textHours),
    textMinutes: z.string().max(100).default(COUNTDOWN_LABEL_DEFAULTS.textMinutes),
    textSeconds: z.string().max(100).default(COUNTDOWN_LABEL_DEFAULTS.textSeconds),
  }),
  GiftRegistry: z.object({ title: text.default(""), text: text.default(""), showGiftRegistryButton: text.default("Visa önskelista"), giftRegistry: z.array(giftItem).max(300).default([]) }),
  RSVP3: rsvp3Properties,
  Speech2: speech2Properties,
} as const;

export type LegacyModuleType = keyof typeof LEGACY_PROPERTIES;
export const LEGACY_MODULE_TYPES = Object.keys(LEGACY_PROPERTIES) as LegacyModuleType[];
export type LegacyPropertiesOf<T extends LegacyModuleType> = z.infer<(typeof LEGACY_PROPERTIES)[T]>;
