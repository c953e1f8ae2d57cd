import type { UiLanguage } from "../../domain/languages";
import type { HeaderModule } from "./schema";
import type { TitleAlignment } from "./titleAlignment";

/** The header dialog (spec 2, Header module; spec 2, Image upload and crop for the sizes). */
export const HEADER_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    secondLine: string;
    secondLineHint: string;
    imageSize: string;
    sizes: Record<HeaderModule["userSelectedImageSize"], string>;
    alignment: string;
    positions: Record<TitleAlignment, string>;
    moveUp: string;
    moveDown: string;
    showEventLogo: string;
    eventLogoHint: string;
  }
> = {
  sv: {
    secondLine: "Andra raden",
    secondLineHint: "Till exempel datum och plats.",
    imageSize: "Bildstorlek",
    sizes: { LARGE: "Stor bild", MEDIUM: "Mellanstor bild", SMALL: "Liten bild" },
    alignment: "Rubrikens placering på bilden",
    positions: { [-1]: "Överst", 0: "I mitten", 1: "Nederst" },
    moveUp: "Flytta upp",
    moveDown: "Flytta ned",
    showEventLogo: "Visa loggan i stället för rubriken",
    eventLogoHint: "Loggan formger du under Design.",
  },
  en: {
    secondLine: "Second line",
    secondLineHint: "For example the date and place.",
    imageSize: "Image size",
    sizes: { LARGE: "Large image", MEDIUM: "Medium image", SMALL: "Small image" },
    alignment: "Heading position on the image",
    positions: { [-1]: "Top", 0: "Middle", 1: "Bottom" },
    moveUp: "Move up",
    moveDown: "Move down",
    showEventLogo: "Show the logo instead of the heading",
    eventLogoHint: "You design the logo under Design.",
  },
  da: {
    secondLine: "Anden linje",
    secondLineHint: "For eksempel dato og sted.",
    imageSize: "Billedstørrelse",
    sizes: { LARGE: "Stort billede", MEDIUM: "Mellemstort billede", SMALL: "Lille billede" },
    alignment: "Overskriftens placering på billedet",
    positions: { [-1]: "Øverst", 0: "I midten", 1: "Nederst" },
    moveUp: "Flyt op",
    moveDown: "Flyt ned",
    showEventLogo: "Vis logoet i stedet for overskriften",
    eventLogoHint: "Logoet udformer du under Design.",
  },
};
