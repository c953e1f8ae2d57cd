import type { UiLanguage } from "../../domain/languages";

/** The gallery's built-in texts; {n} is an image's number, {count} the number of images. */
export const GALLERY_TEXTS = {
  sv: {
    open: "Visa bild {n} av {count} i helskärm",
    slider: "Bildspel",
    position: "Bild {n} av {count}",
    previous: "Föregående bild",
    next: "Nästa bild",
    close: "Stäng bildspelet",
  },
  en: {
    open: "Show image {n} of {count} full screen",
    slider: "Slideshow",
    position: "Image {n} of {count}",
    previous: "Previous image",
    next: "Next image",
    close: "Close the slideshow",
  },
  da: {
    open: "Vis billede {n} af {count} i fuld skærm",
    slider: "Billedserie",
    position: "Billede {n} af {count}",
    previous: "Forrige billede",
    next: "Næste billede",
    close: "Luk billedserien",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
