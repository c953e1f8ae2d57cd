import { createContext, useContext } from "react";
import type { BrandTexts } from "../../domain/brandWords";
import type { Brand, Market } from "../../domain/brands";
import type { UiLanguage } from "../../domain/languages";
import { translate, type TranslatedText } from "../../domain/languages";
import type { GiftReservation } from "../../modules/giftRegistry/schema";
import type { SwishCommerceGiving } from "../../domain/swishCommerceGiving";
import type { GuestDocument } from "../../modules/guestDocument";
import type { PageSchedule } from "../../domain/guestList/schedule";

/**
 * What every module view reads: the site, the language in use and the mode. The editor
 * renders the same views with editMode on (spec 2: editMode / editAvailable).
 */
export interface SiteView {
  siteId: string;
  document: GuestDocument;
  /** The site content language being shown (any code the site offers). */
  language: string;
  /** The language of built-in texts: the content language when it is sv/en/da, else English. */
  uiLanguage: UiLanguage;
  /** The deployment's brand: built-in texts that name the hosts speak its words. */
  brand: Brand;
  editMode: boolean;
  /** The time (ms) the page was rendered at: the server's, so the hydrating client renders the same countdown. */
  renderedAt: number;
  editAvailable: boolean;
  /** Whether the server has a map provider: without one a location shows its address, no map. */
  drawsMaps: boolean;
  /** The deployment's market: a money gift goes by Swish in se, by MobilePay in dk, in its kronor. */
  market: Market;
  /** Set where money gifts go to the deployment's own Swish Commerce number and Swish confirms them (decision 100). */
  swishCommerce: SwishCommerceGiving | null;
  /** Guest reservations of the gift registries, kept apart from the document. */
  reservations: GiftReservation[];
  /** The open RSVP offers asking to join the site's guest list (decision 103): the published page of a site that keeps one. */
  askToJoin?: boolean;
  setReservations: (reservations: GiftReservation[]) => void;
  /** The events the page's schedule and day mode show, resolved to its language (issue 34); none in the owner's app. */
  schedule?: PageSchedule | null;
  /** The site's time zone (its market's), in which the page writes times. */
  timeZone?: string;
  /** In the editor's edit mode: opens the module's editor on one of its parts (a gift), where a guest would act on it. */
  editPart?: (moduleId: string, partId: string) => void;
}

export const SiteContext = createContext<SiteView | null>(null);

export function useSite(): SiteView {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs a SiteContext provider");
  return site;
}

/** The text of a translated value in the language being shown; missing there, in the site's main language (decision 080). */
export function useTranslate(): (value: TranslatedText | null | undefined) => string {
  const { language, document } = useSite();
  return (value) => translate(value, language, document.language);
}

/**
 * Whether guest actions (sends, reservations) are refused with the info dialog: wherever the
 * owner's app shows the page, that is the editor in either mode and a version's preview.
 */
export function refusesGuestActions(site: SiteView): boolean {
  return site.editMode || site.editAvailable;
}

/** A module's own built-in texts (its texts.ts) in the language of built-in texts. */
export function useTexts<T>(texts: Record<UiLanguage, T>): T {
  return texts[useSite().uiLanguage];
}

/** Built-in texts in the brand's words (brandWords.ts), in the language of built-in texts. */
export function useBrandTexts<T>(texts: BrandTexts<T>): T {
  const { brand, uiLanguage } = useSite();
  return texts[brand][uiLanguage];
}
