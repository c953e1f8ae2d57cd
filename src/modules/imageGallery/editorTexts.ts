import type { UiLanguage } from "../../domain/languages";

/** The gallery editor's own labels; {n} is an image's number. */
export const GALLERY_EDITOR_TEXTS = {
  sv: { images: "Bilder", image: "Bild {n}" },
  en: { images: "Images", image: "Image {n}" },
  da: { images: "Billeder", image: "Billede {n}" },
} satisfies Record<UiLanguage, Record<string, string>>;
