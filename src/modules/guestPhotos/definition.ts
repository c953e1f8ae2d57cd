import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { GUEST_PHOTOS_TYPE, guestPhotosModule } from "./schema";
import GuestPhotosView from "./view";

/** The guests' own photos: an upload button and the photos they may see (issue 36). */
export const guestPhotosDefinition: ModuleDefinition<typeof guestPhotosModule> = {
  type: GUEST_PHOTOS_TYPE,
  folder: "guestPhotos",
  schema: guestPhotosModule,
  choices: {
    GuestPhotos: {
      order: 15,
      name: { sv: "Bilder från gästerna", en: "Photos from the guests", da: "Billeder fra gæsterne" },
      description: {
        sv: "Gästerna laddar upp sina bilder från mobilen, utan konto.",
        en: "Guests upload their photos from the phone, without an account.",
        da: "Gæsterne uploader deres billeder fra mobilen uden en konto.",
      },
      title: { sv: "Bilder från gästerna", en: "Photos from the guests", da: "Billeder fra gæsterne" },
    },
  },
  // Never empty: the upload button is content before any photo is there.
  isEmpty: () => false,
  view: GuestPhotosView,
  editor: lazy(() => import("./editor")),
  island: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
