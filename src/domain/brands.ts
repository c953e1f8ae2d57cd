import type { UiLanguage } from "./languages";

/** Brands and markets (spec 1, sections 1 and 9). One deployment serves one of each. */
export const BRANDS = ["wedding", "party", "event"] as const;
export type Brand = (typeof BRANDS)[number];
export const MARKETS = ["se", "dk"] as const;
export type Market = (typeof MARKETS)[number];

export interface BrandInfo {
  brand: Brand;
  /** Name shown next to the logo, in titles and as the mail sender, per market. */
  names: Record<Market, string>;
  /** What a site of this brand is called, per interface language. */
  pageTypeName: Record<UiLanguage, string>;
  /** Key of the brand's logo artwork in the web app. */
  logo: Brand;
  /** Default branded main domain per market; a deployment may configure its own. */
  domains: Record<Market, string>;
}

export const BRAND_TABLE: Record<Brand, BrandInfo> = {
  wedding: {
    brand: "wedding",
    names: { se: "Bröllopssidan", dk: "Bryllupssiden" },
    pageTypeName: { sv: "Bröllopssida", en: "Wedding website", da: "Bryllupsside" },
    logo: "wedding",
    domains: { se: "brollopssidan.se", dk: "bryllupssiden.dk" },
  },
  party: {
    brand: "party",
    // One branded domain per brand beyond wedding (spec 1): dk shows the Swedish name it runs on.
    names: { se: "Festsidan", dk: "Festsidan" },
    pageTypeName: { sv: "Festsida", en: "Party website", da: "Festside" },
    logo: "party",
    domains: { se: "festsidan.se", dk: "festsidan.se" },
  },
  event: {
    brand: "event",
    names: { se: "Eventsidan", dk: "Eventsidan" },
    pageTypeName: { sv: "Eventsida", en: "Event website", da: "Eventside" },
    logo: "event",
    domains: { se: "eventsidan.se", dk: "eventsidan.se" },
  },
};

/** The brand as one deployment presents it: its table row with the domain it runs on. */
export interface BrandSetting {
  brand: Brand;
  market: Market;
  name: string;
  pageTypeName: Record<UiLanguage, string>;
  domain: string;
  contactMail: string;
  demoHost: string;
}

export function brandSetting(brand: Brand, market: Market, domain?: string): BrandSetting {
  const info = BRAND_TABLE[brand];
  const mainDomain = domain || info.domains[market];
  return {
    brand,
    market,
    name: info.names[market],
    pageTypeName: info.pageTypeName,
    domain: mainDomain,
    contactMail: `info@${mainDomain}`,
    demoHost: `demo.${mainDomain}`,
  };
}

/** Every brand's main domain in a market: all of them are EDIT hosts. */
export function brandedDomains(market: Market): string[] {
  return BRANDS.map((brand) => BRAND_TABLE[brand].domains[market]);
}

/** Start-up validation: the spec's exact messages for an unknown market or brand. */
export function validateBrandAndMarket(brand: string, market: string): { brand: Brand; market: Market } {
  if (!(MARKETS as readonly string[]).includes(market)) throw new Error(`Unknown market: ${market}`);
  if (!(BRANDS as readonly string[]).includes(brand)) throw new Error(`Unknown brand: ${brand}`);
  return { brand: brand as Brand, market: market as Market };
}
