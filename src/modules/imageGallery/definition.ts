import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyImageGallery } from "./isEmpty";
import { imageGalleryModule } from "./schema";
import ImageGalleryView from "./view";

/** Several images guests browse. */
export const imageGalleryDefinition: ModuleDefinition<typeof imageGalleryModule> = {
  type: "ImageGallery",
  folder: "imageGallery",
  schema: imageGalleryModule,
  choices: {
    ImageGallery: {
      order: 12,
      name: { sv: "Bildgalleri", en: "Image gallery", da: "Billedgalleri" },
      description: { sv: "Flera bilder som gästerna kan bläddra i.", en: "Several images guests can browse.", da: "Flere billeder, gæsterne kan bladre i." },
      title: { sv: "Bilder", en: "Pictures", da: "Billeder" },
    },
  },
  isEmpty: isEmptyImageGallery,
  emptyHint: { sv: "Lägg till dina bilder här", en: "Add your pictures here", da: "Tilføj dine billeder her" },
  view: ImageGalleryView,
  editor: lazy(() => import("./editor")),
  island: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
