import type { UiLanguage } from "../../domain/languages";
import { da } from "./da";
import { en } from "./en";
import { sv, type Messages } from "./sv";

export const CATALOGUES: Record<UiLanguage, Messages> = { sv, en, da };

/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { sv: "Svenska", en: "English", da: "Dansk" };
