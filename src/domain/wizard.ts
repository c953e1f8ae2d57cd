import { z } from "zod";
import { ISO_639_1, MAX_SITE_LANGUAGES } from "./site/siteLanguages";

/** The start wizard of the wedding brand (spec 3, WizardData and section 4). */
export const DRESS_CODES = ["WHITE_TIE", "BLACK_TIE", "FORMAL", "COCKTAIL", "CASUAL", "OTHER", "NOT_DECIDED"] as const;
export const CHILDREN_CHOICES = ["NO_CHILDREN", "CHILDREN_ALLOWED_ON_CEREMONY", "CHILDREN_WELCOME", "OTHER", "NOT_DECIDED"] as const;
export const GIFT_CHOICES = ["MONEY", "GIFTS", "GUEST_FEE", "NO_GIFTS", "OTHER", "NOT_DECIDED"] as const;
export type DressCode = (typeof DRESS_CODES)[number];
export type ChildrenChoice = (typeof CHILDREN_CHOICES)[number];
export type GiftChoice = (typeof GIFT_CHOICES)[number];

/** The session-storage key the wizard keeps its data under, so back and forward lose nothing. */
export const WIZARD_STORAGE_KEY = "wizardData";
export const WIZARD_STEPS = 4;
/** The generated site is not a stored site: it has this id until an account saves it. */
export const START_WIZARD_SITE_ID = "START-WIZARD";
/** The default start date: this many months ahead, at 15:00 (spec 3, sections 4 and 9). */
export const WIZARD_MONTHS_AHEAD = 6;
export const DEFAULT_DESIGN_TEMPLATE = "CLASSIC";

/** A `datetime-local` value (YYYY-MM-DDTHH:mm), or empty when not given. */
const dateTimeLocal = z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)]);

/** Every field is optional (the wizard has no required marks): what is left out takes the defaults of section 4. */
export const wizardData = z.object({
  name1: z.string().trim().max(100).default(""),
  name2: z.string().trim().max(100).default(""),
  location: z.string().trim().max(300).default(""),
  dateStart: dateTimeLocal.default(""),
  dateNotDecided: z.boolean().default(false),
  /** The last day to reply (YYYY-MM-DD), named in the RSVP's text; empty when not given. */
  rsvpDeadline: z.union([z.literal(""), z.iso.date()]).default(""),
  designTemplate: z.string().max(100).nullable().default(null),
  languages: z.array(z.enum(ISO_639_1)).min(1).max(MAX_SITE_LANGUAGES).default(["sv"]),
  dressCode: z.enum(DRESS_CODES).default("COCKTAIL"),
  children: z.enum(CHILDREN_CHOICES).default("NO_CHILDREN"),
  gifts: z.enum(GIFT_CHOICES).default("GIFTS"),
});
export type WizardData = z.infer<typeof wizardData>;
export type WizardDataInput = z.input<typeof wizardData>;
