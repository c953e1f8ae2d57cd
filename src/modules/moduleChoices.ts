import type { BrandTexts } from "../domain/brandWords";
import type { Brand } from "../domain/brands";
import type { UiLanguage } from "../domain/languages";
import type { MODULE_DEFINITIONS } from "./registry";
import { MODULES } from "./registry";
import type { SiteModuleType } from "./siteModule";

type ChoicesOf<D> = D extends { choices: Record<infer C, unknown> } ? C : never;

/** An entry of the add-module dialog `Välj modul` (spec 2, Module wrapper): a speech sign-up is a Form with speech texts. */
export type ModuleChoice = ChoicesOf<(typeof MODULE_DEFINITIONS)[number]>;

/** The dialog's entries in their order (each definition's choices). */
export const MODULE_CHOICES = MODULES.choices as readonly ModuleChoice[];

export const CHOICE_TYPE = MODULES.choiceType as Record<ModuleChoice, SiteModuleType>;

/** The entries offered to a brand (the event brand gets no speech sign-up and no gift registry). */
export const moduleChoicesFor = (brand: Brand) => MODULES.choicesFor(brand) as ModuleChoice[];

/** Each choice's name, in the owner's language. */
export const MODULE_CHOICE_TEXTS = MODULES.choiceTexts as Record<UiLanguage, Record<ModuleChoice, { name: string }>>;

/** A line about each choice, in the brand's words (the people a page introduces differ). */
export const MODULE_CHOICE_DESCRIPTIONS = MODULES.choiceDescriptions as BrandTexts<Record<ModuleChoice, string>>;
