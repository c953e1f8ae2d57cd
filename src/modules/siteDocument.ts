import { z } from "zod";
import { colorScheme, DEFAULT_FONTS, eventLogo, fonts, THEMES, ALL_SITE_GRAPHICS } from "../domain/site/design";
import { MAX_FORM_RECIPIENTS, recipientMail } from "../domain/site/formRecipients";
import { MAX_SITE_LANGUAGES } from "../domain/site/siteLanguages";
import { wizardData } from "../domain/wizard";
import { siteModule } from "./siteModule";

/**
 * The site's design and modules: one JSONB document, validated on every write (spec 2,
 * section 3, newer shape). Guest-written state (reservations, answers) is kept apart.
 */
export const siteDocument = z.object({
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
  siteModules: z.array(siteModule).max(100).default([]),
});
export type SiteDocument = z.infer<typeof siteDocument>;
/** What the editor saves: the modules must be there, so a stray `null` or `{}` never empties a site. */
export const savedSiteDocument = siteDocument.extend({ siteModules: siteDocument.shape.siteModules.removeDefault() });
export type SiteDocumentInput = z.input<typeof siteDocument>;
