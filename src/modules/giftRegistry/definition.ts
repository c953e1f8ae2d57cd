import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyGiftRegistry } from "./isEmpty";
import { giftRegistryModule } from "./schema";
import GiftRegistryView from "./view";

/** Gifts guests reserve; its guest calls are its server part (server/). */
export const giftRegistryDefinition: ModuleDefinition<typeof giftRegistryModule> = {
  type: "GiftRegistry",
  folder: "giftRegistry",
  schema: giftRegistryModule,
  choices: {
    GiftRegistry: {
      order: 9,
      name: { sv: "Önskelista", en: "Gift registry", da: "Ønskeliste" },
      description: { sv: "Gästerna reserverar presenter.", en: "Guests reserve gifts.", da: "Gæsterne reserverer gaver." },
      title: { sv: "Önskelista", en: "Gift registry", da: "Ønskeliste" },
      notFor: ["event"],
    },
  },
  isEmpty: isEmptyGiftRegistry,
  view: GiftRegistryView,
  editor: lazy(() => import("./editor")),
  island: true,
  server: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text), giftRegistry: module.giftRegistry.map((item) => ({ ...item, description: clean(item.description) })) }),
};
