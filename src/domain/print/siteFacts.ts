import { siteUrl, type SiteOrigin } from "../links";
import { translate, type TranslatedText } from "../languages";
import type { SiteImage } from "../site/common";

/** What a new card takes from its site (decision 035). */
export interface CardFacts {
  /** The couple's names: the shown Header's title. */
  names: string;
  /** The Header's second line, where the date and place usually stand. */
  dateAndLocation: string;
  /** The Header's photo, for the photo layouts. */
  image: SiteImage | null;
  /** The site's address (host), null until it has one. */
  host: string | null;
  /** The link to that address, for the QR code; null until it has one. */
  url: string | null;
  /** The site's main language: the card's own texts are written in it. */
  language: string;
}

/** The parts of a site document read here, typed loosely so the whole document passes through without the domain importing the modules. */
interface SiteLike {
  language: string;
  siteModules: readonly { siteModuleType: string; hide: boolean; title?: TranslatedText; secondLine?: TranslatedText; image?: SiteImage | null }[];
}

/** The facts of the first Header guests see, in the site's main language. */
export function cardFacts(site: SiteLike, host: string | null, origin: SiteOrigin): CardFacts {
  const header = site.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return {
    names: translate(header?.title, site.language),
    dateAndLocation: translate(header?.secondLine, site.language),
    image: header?.image ?? null,
    host,
    url: host ? siteUrl(host, origin) : null,
    language: site.language,
  };
}
