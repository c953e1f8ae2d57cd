import type { UiLanguage } from "../../../domain/languages";

/** The frame's own texts: the menu's overflow and the language switch (used by the footer too). */
export const FRAME_TEXTS = {
  sv: { more: "Mer", languages: "Språk" },
  en: { more: "More", languages: "Language" },
  da: { more: "Mere", languages: "Sprog" },
} satisfies Record<UiLanguage, Record<string, string>>;
