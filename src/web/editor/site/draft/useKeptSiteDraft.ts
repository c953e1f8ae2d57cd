import { useCallback, useEffect, useRef } from "react";
import type { SiteDocument } from "../../../../modules/siteDocument";
import { forgetSiteDraft, keepSiteDraft } from "./siteDraftStorage";

/** Writes at most this often while the owner types; the last change is written when the page goes. */
const WRITE_INTERVAL_MS = 1000;

interface KeptSiteDraftOptions {
  /** The storage key (account and site); null while the account is not yet known. */
  storageKey: string | null;
  draft: SiteDocument | null;
  /** The stored document the draft was made from. */
  stored: SiteDocument | null;
  dirty: boolean;
  /** While the owner has not yet answered the offer to restore, the kept draft is left as it is. */
  paused: boolean;
}

/**
 * Keeps the editor's unsaved draft in local storage (throttled) and forgets it once the draft
 * is clean again (saved, or edited back). Answers `discard`, which forgets it for good.
 */
export function useKeptSiteDraft({ storageKey, draft, stored, dirty, paused }: KeptSiteDraftOptions) {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastWrite = useRef(0);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current?.();
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!storageKey || !draft || !stored || paused) return;
    if (!dirty) {
      pending.current = null;
      forgetSiteDraft(localStorage, storageKey);
      return;
    }
    pending.current = () => {
      lastWrite.current = Date.now();
      keepSiteDraft(localStorage, storageKey, draft, stored, lastWrite.current);
    };
    const wait = lastWrite.current + WRITE_INTERVAL_MS - Date.now();
    if (wait <= 0) flush();
    else timer.current ??= setTimeout(flush, wait);
  }, [storageKey, draft, stored, dirty, paused, flush]);

  // A reload, a closed tab or leaving the editor writes what the throttle still holds.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    if (storageKey) forgetSiteDraft(localStorage, storageKey);
  }, [storageKey]);
}
