/**
 * A browser's own random key on a guest page (decision 084): URL-safe, 32 characters, kept in
 * local storage so that what this browser did (a reservation, an upload) stays its own to undo.
 */
export const BROWSER_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

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

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Keys made while storage refuses them, so the page keeps one key per purpose until it is left. */
const unstored = new Map<string, string>();

/** This browser's key under `storageKey`, made on first use. */
export function browserKey(storageKey: string): string {
  const stored = readStored(storageKey);
  if (stored && BROWSER_KEY_PATTERN.test(stored)) return stored;
  const key = unstored.get(storageKey) ?? newKey();
  writeStored(storageKey, key);
  if (readStored(storageKey) === key) unstored.delete(storageKey);
  else unstored.set(storageKey, key);
  return key;
}
