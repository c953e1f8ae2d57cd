import type { SiteImage, TranslatedTextValue } from "../../domain/site/common";
import type { ModuleOf, SiteModule } from "../siteModule";
import type { LegacyModule, LegacyModuleOf } from "./document";
import type { LegacyImageEntry, LegacyImageRef } from "./images";
import { countdownUnitWord, type CountdownUnit } from "../countdown/countdown";
import { headerImageSize } from "./newerImage";
import { COUNTDOWN_LABEL_DEFAULTS } from "./properties";

/**
 * The inverse of `newerModule`: a plain module as the newer editors left it, back in the
 * legacy shape, so a legacy site is edited with the newer modules' dialogs and stays legacy.
 * Texts are taken in the site's one language; images become refs into the site's image list
 * (an image not yet in it becomes a new entry). What the legacy shape has no place for (a
 * header's title alignment, a gift registry's button texts) is left out.
 */
export interface InverseContext {
  language: string;
  /** The site's image list; new entries are appended to it. */
  images: LegacyImageEntry[];
  /** A fresh id for a new image entry. */
  newImageId: () => string;
}

/** The newer types that have a plain legacy counterpart, with it. */
export const LEGACY_TYPE = {
  Header: "header",
  Text: "Text",
  ImageAndText: "ImageAndText",
  TextAndImageList: "TextAndImageList",
  PeopleList: "PeopleList",
  Location: "location",
  Video: "Video",
  Countdown: "countDown",
  GiftRegistry: "GiftRegistry",
} as const;
type WithLegacyType = keyof typeof LEGACY_TYPE;

export const hasLegacyCounterpart = (type: string): type is WithLegacyType => type in LEGACY_TYPE;

const textOf = (value: TranslatedTextValue, language: string) => value[language] ?? "";

/** The entry an image object came from (same file in the same place), or a new one appended to the list. */
function entryId(image: SiteImage, context: InverseContext): string {
  const found = context.images.find((entry) => entry.fileName === image.fileName && entry.path === image.path);
  if (found) return found.id;
  const id = context.newImageId();
  context.images.push({
    id,
    fileName: image.fileName,
    path: image.path,
    cdn: false,
    sizes: image.sizes,
    ...(image.originalName !== undefined && { originalName: image.originalName }),
    ...(image.width !== undefined && { width: image.width }),
    ...(image.height !== undefined && { height: image.height }),
    ...(image.imageBeforeEdit && { imageBeforeEdit: image.imageBeforeEdit }),
  });
  return id;
}

/** An image object as a ref, keeping the size the previous ref had (LARGE, the legacy default, for a new one). */
function refOf(image: SiteImage | null, previous: LegacyImageRef | null | undefined, context: InverseContext): LegacyImageRef | null {
  if (!image) return null;
  return { type: "image", id: entryId(image, context), size: previous?.size ?? "LARGE" };
}

/** The header's LARGE/MEDIUM/SMALL choice is its ref's size; an unchanged choice keeps the size as it was written. */
function headerRef(module: ModuleOf<"Header">, previous: LegacyImageRef | null | undefined, context: InverseContext): LegacyImageRef | null {
  const ref = refOf(module.image, previous, context);
  if (!ref || headerImageSize(previous ?? null) === module.userSelectedImageSize) return ref;
  return { ...ref, size: module.userSelectedImageSize };
}

type Previous<T extends WithLegacyType> = LegacyModuleOf<(typeof LEGACY_TYPE)[T]>["properties"] | undefined;
type PropertiesOf<T extends WithLegacyType> = LegacyModuleOf<(typeof LEGACY_TYPE)[T]>["properties"];

const byId = <T extends { id: string }>(items: T[] | undefined, id: string) => items?.find((item) => item.id === id);

const INVERSES: { [T in WithLegacyType]: (module: ModuleOf<T>, previous: Previous<T>, context: InverseContext) => Omit<PropertiesOf<T>, "title"> } = {
  Header: (module, previous, context) => ({ secondLine: textOf(module.secondLine, context.language), image: headerRef(module, previous?.image, context) }),
  Text: (module, _previous, { language }) => ({ text: textOf(module.text, language) }),
  ImageAndText: (module, previous, context) => ({
    secondTitle: textOf(module.secondTitle, context.language),
    text: textOf(module.text, context.language),
    image: refOf(module.image, previous?.image, context),
  }),
  TextAndImageList: (module, previous, context) => ({
    list: module.list.map((item) => ({
      id: item.id,
      title: textOf(item.title, context.language),
      text: textOf(item.text, context.language),
      image: refOf(item.image, byId(previous?.list, item.id)?.image, context),
    })),
  }),
  PeopleList: (module, previous, context) => ({
    list: module.list.map((person) => ({
      id: person.id,
      name: person.name,
      title: textOf(person.title, context.language),
      text: textOf(person.text, context.language),
      image: refOf(person.image, byId(previous?.list, person.id)?.image, context),
    })),
  }),
  Location: (module, previous, context) => {
    const map = module.map && { location: module.map.location, zoom: module.map.zoom, mapTheme: module.map.mapTheme, markerColor: module.map.markerColor };
    return { map, secondTitle: textOf(module.secondTitle, context.language), text: textOf(module.text, context.language), image: refOf(module.image, previous?.image, context) };
  },
  Video: (module) => ({ video: module.video && { type: module.video.type, videoUrl: module.video.videoUrl, autoStart: module.video.autoStart } }),
  Countdown: (module, previous, { language }) => {
    const labels = module.unitLabels;
    // A new countdown's words: the older product's Swedish ones on a Swedish site, the site language's plural on another.
    const word = (unit: CountdownUnit, key: keyof typeof COUNTDOWN_LABEL_DEFAULTS) => labels?.[unit] ?? previous?.[key] ?? (language === "sv" ? COUNTDOWN_LABEL_DEFAULTS[key] : countdownUnitWord(language, unit, 2));
    return {
      // The datetime-local value as the legacy "yyyy-mm-dd hh:mm".
      countDown: module.countdownDate && module.countdownDate.replace("T", " "),
      textDays: word("days", "textDays"),
      textHours: word("hours", "textHours"),
      textMinutes: word("minutes", "textMinutes"),
      textSeconds: word("seconds", "textSeconds"),
    };
  },
  GiftRegistry: (module, previous, context) => ({
    text: textOf(module.text, context.language),
    showGiftRegistryButton: textOf(module.showGiftRegistryButton, context.language),
    giftRegistry: module.giftRegistry.map((item) => ({
      id: item.id,
      title: textOf(item.title, context.language),
      link: item.link,
      description: textOf(item.description, context.language),
      reservable: item.reservable,
      quantity: item.quantity,
      image: refOf(item.image, byId(previous?.giftRegistry, item.id)?.image, context),
    })),
  }),
};

/**
 * A newer module of a type with a legacy counterpart as that legacy module. `previous` is the
 * legacy module it was made from (absent for a module just added): its older id, anchor and
 * image sizes are kept.
 */
export function legacyModuleOf(module: SiteModule & { siteModuleType: WithLegacyType }, previous: LegacyModule | undefined, context: InverseContext): LegacyModule {
  const type = LEGACY_TYPE[module.siteModuleType];
  const before = previous?.module === type ? previous : undefined;
  const inverse = INVERSES[module.siteModuleType] as (module: SiteModule, previous: unknown, context: InverseContext) => object;
  return {
    id: module.id,
    ...(before?._id !== undefined && { _id: before._id }),
    ...(before?.slug !== undefined && { slug: before.slug }),
    module: type,
    menuTitle: textOf(module.menuTitle, context.language),
    hideInMenu: module.hideInMenu,
    hide: module.hide,
    properties: { title: textOf(module.title, context.language), ...inverse(module, before?.properties, context) },
  } as LegacyModule;
}
