import { z } from "zod";
import { wizardData } from "../wizard";
import { colorScheme, DEFAULT_FONTS, eventLogo, fonts, THEMES, ALL_SITE_GRAPHICS } from "./design";
import { MAX_FORM_RECIPIENTS, recipientMail } from "./formRecipients";
import { MAX_SITE_LANGUAGES } from "./siteLanguages";

/**
 * The site document without its modules: design, languages, form receivers, wizard answers.
 * Kept here so the domain's rules (design templates, colours, languages) see the document's
 * shape without reaching up into src/modules, whose siteDocument adds the modules to it.
 */
export const documentSettings = z.object({
  usesSiteModules: z.literal(true).default(true),
  theme: z.enum(THEMES).default("theme4"),
  fonts: fonts.default({ ...DEFAULT_FONTS }),
  /** Absent: the theme's own colours. */
  colorScheme: colorScheme.nullable().default(null),
  siteGraphic: z.enum(ALL_SITE_GRAPHICS).nullable().default(null),
  eventLogo: eventLogo.nullable().default(null),
  /** The site's main language; the first available language otherwise. */
  language: z.string().min(2).max(12).default("sv"),
  availableLanguages: z.array(z.object({ languageCode: z.string().min(2).max(12) })).min(1).max(MAX_SITE_LANGUAGES).default([{ languageCode: "sv" }]),
  formRecipients: z.array(z.object({ formId: z.string(), recipients: z.array(recipientMail).max(MAX_FORM_RECIPIENTS) })).max(50).default([]),
  mostRecentSelectedDesignTemplate: z.string().max(100).nullable().default(null),
  /** What the start wizard was told (names, place, date…), kept for later defaults such as the invitation cards. */
  wizardData: wizardData.nullable().default(null),
});
export type DocumentSettings = z.infer<typeof documentSettings>;
