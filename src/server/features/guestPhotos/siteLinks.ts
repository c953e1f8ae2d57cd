import { uiLanguageFor } from "../../../domain/languages";
import { siteUrl } from "../../../domain/links";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import { isLegacyDocument } from "../../../modules/legacy/document";
import { menuEntries } from "../../../web/site/menuEntries";
import { GUEST_PHOTOS_TYPE } from "../../../modules/guestPhotos/schema";
import type { SiteRow } from "../../core";
import type { Deps } from "../../deps";

/**
 * The anchor of the page's first shown module of `type`, as the guest page's menu makes it (the
 * slug of its menu title or title in the site's main language); null when the page shows none.
 */
export function moduleAnchor(stored: unknown, type: string): string | null {
  if (isLegacyDocument(stored)) return null;
  let document;
  try {
    document = readSiteDocument(stored);
  } catch {
    return null;
  }
  const placeholder = SITE_TEXTS[uiLanguageFor(document.language)].noMenuTitle;
  const entries = menuEntries(document.siteModules, document.language, false, placeholder, document.language);
  const module = document.siteModules.find((candidate) => candidate.siteModuleType === type && entries.some((entry) => entry.moduleId === candidate.id));
  return module ? entries.find((entry) => entry.moduleId === module.id)!.slug : null;
}

/** The site's address: its own host, or the sites domain before it has one (as the guest-list mails link it). */
const siteHost = (deps: Pick<Deps, "config">, site: Pick<SiteRow, "host">) => site.host ?? deps.config.sitesDomain;

/** Where the table cards' and the slideshow's QR code leads: the guests' photos module on the page, or the page itself. */
export function photoUploadUrl(deps: Pick<Deps, "config">, site: Pick<SiteRow, "host" | "document">): string {
  const anchor = moduleAnchor(site.document, GUEST_PHOTOS_TYPE);
  return siteUrl(siteHost(deps, site), deps.config.siteOrigin, "/") + (anchor ? `#${anchor}` : "");
}

/** The slideshow on the site's address; the key is in the fragment, so it never reaches a server's log. */
export function slideshowUrl(deps: Pick<Deps, "config">, site: Pick<SiteRow, "host">, slideshowKey: string): string {
  return siteUrl(siteHost(deps, site), deps.config.siteOrigin, `/bildspel#nyckel=${slideshowKey}`);
}
