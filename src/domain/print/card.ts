import { z } from "zod";
import { QR_URL_MAX_LENGTH } from "../limits";
import { image } from "../site/common";
import { ALL_SITE_GRAPHICS, eventLogo, fonts, hsla } from "../site/design";
import { CARD_LAYOUTS, CARD_POSITIONS, CARD_TRIMS, LAYOUT_PAGES, POSITION_CONTENT } from "./layouts";

/** The card document (spec 3, Print), validated on every write; limits keep one card's body small. */

/** The largest card the server takes in a save (its request body). */
export const PRINT_DOCUMENT_MAX_BYTES = 128 * 1024;
export const CARD_TEXT_MAX_LENGTH = 2000;
/** Each position is held once, so no card has more items than there are positions. */
const CONTENT_MAX_ITEMS = CARD_POSITIONS.length;

/** What a QR code may point at: the demo site's address (`DEMO`, drawn by GET /api/qr/DEMO) or a web address. */
export const QR_DEMO = "DEMO";
const isQrTarget = (value: string) => value === QR_DEMO || (URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol));
export const qrTarget = z.string().min(1).max(QR_URL_MAX_LENGTH).refine(isQrTarget, "Not a web address");

const itemBase = {
  id: z.string().min(1).max(100),
  page: z.union([z.literal(1), z.literal(2)]),
  position: z.enum(CARD_POSITIONS),
};

export const cardContentItem = z.discriminatedUnion("contentType", [
  z.object({ ...itemBase, contentType: z.literal("text"), text: z.string().max(CARD_TEXT_MAX_LENGTH) }),
  z.object({ ...itemBase, contentType: z.literal("image"), ...image.shape }),
  z.object({
    ...itemBase,
    contentType: z.literal("qr"),
    url: qrTarget,
    /** A hidden QR leaves its place empty; the editor offers to add it back. */
    hidden: z.boolean().default(false),
  }),
]);
export type CardContentItem = z.infer<typeof cardContentItem>;

export const cardColorScheme = z.object({ background: hsla, onBackground: hsla });

export const printCard = z
  .object({
    layout: z.enum(CARD_LAYOUTS),
    content: z.array(cardContentItem).max(CONTENT_MAX_ITEMS),
    siteGraphic: z.enum(ALL_SITE_GRAPHICS).nullable().default(null),
    colorScheme: cardColorScheme,
    fonts,
    trim: z.enum(CARD_TRIMS).default("none"),
    eventLogo: eventLogo.nullable().default(null),
  })
  .superRefine((card, context) => {
    const ids = new Set<string>();
    const positions = new Set<string>();
    for (const [index, item] of card.content.entries()) {
      const issue = (message: string, field: string) => context.addIssue({ code: "custom", message, path: ["content", index, field] });
      if (ids.has(item.id)) issue("The id is used twice", "id");
      if (positions.has(item.position)) issue("The position is used twice", "position");
      else if (!LAYOUT_PAGES[card.layout][item.page].includes(item.position)) issue(`${card.layout} has no ${item.position} on page ${item.page}`, "position");
      else if (POSITION_CONTENT[item.position] !== item.contentType) issue(`${item.position} holds ${POSITION_CONTENT[item.position]}`, "contentType");
      ids.add(item.id);
      positions.add(item.position);
    }
  });
export type PrintCard = z.infer<typeof printCard>;
export type PrintCardInput = z.input<typeof printCard>;

/** POST /api/prints/: the card and the site it belongs to. */
export const newPrintCard = z.object({ site: z.string().max(100) }).and(printCard);
