/** A browser's own key for its gift reservations (decision 084): random, URL-safe, 32 to 64 characters. */
export const RESERVER_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

const storageKey = (siteId: string) => `eventsite:gift-reserver:${siteId}`;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/** Local storage that may be refused (a private window, storage turned off): then nothing is kept past the page. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}

let unstored: string | null = null;

/** This browser's key for the site's gifts, made on first use. */
export function reserverKey(siteId: string): string {
  const stored = readStored(storageKey(siteId));
  if (stored && RESERVER_KEY_PATTERN.test(stored)) return stored;
  const key = unstored ?? newKey();
  writeStored(storageKey(siteId), key);
  unstored = readStored(storageKey(siteId)) === key ? null : key;
  return key;
}
