import { z } from "zod";
import { UI_LANGUAGES, type UiLanguage } from "../languages";
import type { ThankYouText } from "./thankYouTexts";

/*
 * The couple's list of gifts (decision 096): money pledged and things reserved, with the
 * couple's "received" and "thanked" ticks, the fund totals and the thank-you mails.
 */

export const GIFT_ENTRY_KINDS = ["contribution", "reservation"] as const;
export type GiftEntryKind = (typeof GIFT_ENTRY_KINDS)[number];

export interface Gift {
  id: string;
  kind: GiftEntryKind;
  moduleId: string;
  itemId: string;
  /** The item's title in the site's main language, else any. */
  itemTitle: string;
  itemKind: "thing" | "fund";
  /** Whole kronor of a contribution; null for a reservation. */
  amount: number | null;
  /** Units of a reservation; null for a contribution. */
  quantity: number | null;
  giverName: string | null;
  householdId: string | null;
  householdName: string | null;
  /** The household's mail address. */
  mail: string | null;
  greeting: string;
  language: string | null;
  createdAt: string;
  /** Ticked by the couple (contributions only; null for reservations). */
  receivedAt: string | null;
  thankedAt: string | null;
}

/** A fund's or shared thing's money: all pledged, and what the couple ticked received. */
export interface FundTotal {
  moduleId: string;
  itemId: string;
  title: string;
  goal: number | null;
  given: number;
  received: number;
}

export interface GiftListAnswer {
  app: "swish" | "mobilepay";
  currency: "SEK" | "DKK";
  gifts: Gift[];
  funds: FundTotal[];
}

export const giftTicks = z.object({ received: z.boolean().optional(), thanked: z.boolean().optional() }).strict();

/** The most gifts "all received" ticks in one call: more than a wedding's list. */
export const GIFTS_RECEIVED_MAX = 1000;
export const giftsReceived = z.object({ ids: z.array(z.string().uuid()).min(1).max(GIFTS_RECEIVED_MAX) });

export const THANK_YOU_SUBJECT_MAX = 200;
export const THANK_YOU_BODY_MAX = 5000;
const thankYouText = z.object({ subject: z.string().max(THANK_YOU_SUBJECT_MAX), body: z.string().max(THANK_YOU_BODY_MAX) });

/** The couple's texts in each interface language; an empty subject or body is the default's. */
export const thankYouTexts = z.object({ texts: z.object(Object.fromEntries(UI_LANGUAGES.map((language) => [language, thankYouText])) as Record<UiLanguage, typeof thankYouText>) });
export type ThankYouTexts = Record<UiLanguage, ThankYouText>;

/** A thank-you mail as the couple edited it; `again` sends one more to an entry already thanked. */
export const thankYouMail = z.object({
  subject: z.string().trim().min(1).max(THANK_YOU_SUBJECT_MAX),
  body: z.string().trim().min(1).max(THANK_YOU_BODY_MAX),
  again: z.boolean().optional(),
});

/** Thank-you mails a site may queue in any 24 hours: every gift of a large wedding in a day, far below a flood. */
export const THANK_YOU_MAILS_PER_DAY = 300;

/** Changes to the gift list one account may make a minute; "all received" counts once, however many it ticks. */
export const GIFT_LIST_WRITES_PER_MINUTE = 120;
