import type { TranslatedTextValue } from "../../domain/site/common";
import type { ModuleOf, SiteModule, SiteModuleType } from "../siteModule";
import type { LegacyModule, LegacyModuleOf } from "./document";
import { headerImageSize, newerImage, type LegacyImages } from "./newerImage";
import type { LegacyModuleType } from "./properties";
import { PLAIN_THING } from "../giftRegistry/money";

/**
 * Each plain legacy module type as the module object of its newer counterpart, so the newer
 * views draw it and a conversion can store it. Pure: the site's language and image list in,
 * a newer module out. RSVP3 and Speech2 have no plain counterpart (their questions are
 * another model) and are left to their own views.
 */
export interface MappingContext {
  /** The legacy site's one language: every text becomes { [language]: text }. */
  language: string;
  images: LegacyImages;
}

export type PlainLegacyType = Exclude<LegacyModuleType, "RSVP3" | "Speech2">;
export type PlainLegacyModule = LegacyModuleOf<PlainLegacyType>;

/** Each plain legacy type's newer counterpart. */
export const NEWER_TYPE = {
  header: "Header",
  Text: "Text",
  ImageAndText: "ImageAndText",
  TextAndImageList: "TextAndImageList",
  PeopleList: "PeopleList",
  location: "Location",
  Video: "Video",
  countDown: "Countdown",
  GiftRegistry: "GiftRegistry",
} as const satisfies Record<PlainLegacyType, SiteModuleType>;

type NewerOf<T extends PlainLegacyType> = ModuleOf<(typeof NEWER_TYPE)[T]>;

/** A text in the site's language; an empty one is no text at all, as in a newer module never written. */
export const textIn = (language: string, text: string): TranslatedTextValue => (text === "" ? {} : { [language]: text });

/** What every module has: id, title, menu title and the two hide flags. */
export function moduleBase(module: LegacyModule, language: string) {
  return { id: module.id, title: textIn(language, module.properties.title), menuTitle: textIn(language, module.menuTitle), hide: module.hide, hideInMenu: module.hideInMenu };
}

const MAPPINGS: { [T in PlainLegacyType]: (module: LegacyModuleOf<T>, context: MappingContext) => NewerOf<T> } = {
  header: (module, { language, images }) => ({
    ...moduleBase(module, language),
    siteModuleType: "Header",
    image: newerImage(module.properties.image, images),
    userSelectedImageSize: headerImageSize(module.properties.image),
    secondLine: textIn(language, module.properties.secondLine),
    titleVerticalAlignment: 0,
    showEventLogo: false,
  }),
  Text: (module, { language }) => ({ ...moduleBase(module, language), siteModuleType: "Text", text: textIn(language, module.properties.text) }),
  ImageAndText: (module, { language, images }) => ({
    ...moduleBase(module, language),
    siteModuleType: "ImageAndText",
    secondTitle: textIn(language, module.properties.secondTitle),
    text: textIn(language, module.properties.text),
    image: newerImage(module.properties.image, images),
  }),
  TextAndImageList: (module, { language, images }) => ({
    ...moduleBase(module, language),
    siteModuleType: "TextAndImageList",
    list: module.properties.list.map((item) => ({ id: item.id, title: textIn(language, item.title), text: textIn(language, item.text), image: newerImage(item.image, images) })),
  }),
  PeopleList: (module, { language, images }) => ({
    ...moduleBase(module, language),
    siteModuleType: "PeopleList",
    list: module.properties.list.map((person) => ({ id: person.id, name: person.name, title: textIn(language, person.title), text: textIn(language, person.text), image: newerImage(person.image, images) })),
  }),
  location: (module, { language, images }) => {
    const { map } = module.properties;
    return {
      ...moduleBase(module, language),
      siteModuleType: "Location",
      map: map && { ...map, contentDataType: "Map" },
      secondTitle: textIn(language, module.properties.secondTitle),
      text: textIn(language, module.properties.text),
      image: newerImage(module.properties.image, images),
    };
  },
  Video: (module, { language }) => {
    const { video } = module.properties;
    return { ...moduleBase(module, language), siteModuleType: "Video", video: video && { ...video, contentDataType: "Video" } };
  },
  countDown: (module, { language }) => {
    const { countDown, textDays, textHours, textMinutes, textSeconds } = module.properties;
    return {
      ...moduleBase(module, language),
      siteModuleType: "Countdown",
      // "yyyy-mm-dd hh:mm" as the newer datetime-local value.
      countdownDate: countDown && countDown.replace(" ", "T"),
      unitLabels: { days: textDays, hours: textHours, minutes: textMinutes, seconds: textSeconds },
    };
  },
  GiftRegistry: (module, { language, images }) => ({
    ...moduleBase(module, language),
    siteModuleType: "GiftRegistry",
    text: textIn(language, module.properties.text),
    showGiftRegistryButton: textIn(language, module.properties.showGiftRegistryButton),
    payeeNumber: null,
    giftRegistry: module.properties.giftRegistry.map((item) => ({
      id: item.id,
      title: textIn(language, item.title),
      link: item.link,
      description: textIn(language, item.description),
      reservable: item.reservable,
      quantity: item.quantity,
      image: newerImage(item.image, images),
      ...PLAIN_THING,
    })),
    reserveButton: {},
    cancelReservationButton: {},
    labelReservePassword: {},
    labelReserveQuantity: {},
    labelCancelReservationPassword: {},
    labelCancelReservationQuantity: {},
    statusTextQuantity: {},
    statusTextReservedSingular: {},
    statusTextReservedPlural: {},
  }),
};

export const isPlainLegacyModule = (module: LegacyModule): module is PlainLegacyModule => module.module in NEWER_TYPE;

/** A plain legacy module as its newer counterpart. */
export function newerModule(module: PlainLegacyModule, context: MappingContext): SiteModule {
  return (MAPPINGS[module.module] as (module: PlainLegacyModule, context: MappingContext) => SiteModule)(module, context);
}
