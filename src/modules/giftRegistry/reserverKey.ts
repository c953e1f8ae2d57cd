import { BROWSER_KEY_PATTERN, browserKey } from "../../kit/guestPage/browser/browserKey";

/** A browser's own key for its gift reservations (decision 084). */
export const RESERVER_KEY_PATTERN = BROWSER_KEY_PATTERN;

/** This browser's key for the site's gifts, made on first use. */
export const reserverKey = (siteId: string): string => browserKey(`eventsite:gift-reserver:${siteId}`);
