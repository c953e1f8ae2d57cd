import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyImageAndText } from "./isEmpty";
import { imageAndTextModule } from "./schema";
import ImageAndTextView from "./view";

/** An image beside a text. */
export const imageAndTextDefinition: ModuleDefinition<typeof imageAndTextModule> = {
  type: "ImageAndText",
  folder: "imageAndText",
  schema: imageAndTextModule,
  choices: {
    ImageAndText: {
      order: 3,
      name: { sv: "Bild och text", en: "Image and text", da: "Billede og tekst" },
      description: { sv: "En bild bredvid en text.", en: "An image beside a text.", da: "Et billede ved siden af en tekst." },
      title: { sv: "Om oss", en: "About us", da: "Om os" },
    },
  },
  isEmpty: isEmptyImageAndText,
  emptyHint: { sv: "Lägg till en bild och skriv din text här", en: "Add an image and write your text here", da: "Tilføj et billede og skriv din tekst her" },
  view: ImageAndTextView,
  editor: lazy(() => import("./editor")),
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
