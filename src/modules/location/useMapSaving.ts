import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { saveMap } from "../../web/api/maps";
import { useShowError } from "../../web/errors/useShowError";
import { useOwnerTexts } from "../../web/editor/fields/useOwnerTexts";
import { useLatest } from "../../web/editor/fields/useLatest";
import { useSiteEditor } from "../../web/editor/site/siteEditorContext";
import { LOCATION_EDITOR_TEXTS } from "./editorTexts";
import { initialMapSettings, MAP_DEBOUNCE_MS, type MapSettings } from "./mapSettings";
import type { SiteMap } from "./schema";

/**
 * The map dialog's settings and their saving (spec 3, section 4: a save with a place returns
 * the map, an empty place clears it). Changes wait MAP_DEBOUNCE_MS unless `now`; only the
 * newest call's answer is kept; a change still waiting when the dialog closes is saved then.
 */
export function useMapSaving(map: SiteMap | null, onMap: (map: SiteMap | null) => void) {
  const { siteId } = useSiteEditor();
  const showError = useShowError();
  const texts = useOwnerTexts(LOCATION_EDITOR_TEXTS);
  const [settings, setSettings] = useState(() => initialMapSettings(map));
  /** What the preview shows: the settings last sent to be saved. */
  const [saved, setSaved] = useState<MapSettings | null>(() => (settings.location.trim() ? settings : null));
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; settings: MapSettings } | null>(null);
  const calls = useRef(0);

  const save = useLatest((next: MapSettings) => {
    waiting.current = null;
    const call = ++calls.current;
    const location = next.location.trim();
    if (!location) {
      setSaved(null);
      onMap(null);
      return;
    }
    setSaved(next);
    saveMap(siteId, { ...next, location }).then(
      (stored) => call === calls.current && onMap(stored),
      (error: unknown) => call === calls.current && showError(error, texts.saveFailed),
    );
  });

  const change = (next: MapSettings, { now = false } = {}) => {
    setSettings(next);
    if (waiting.current) clearTimeout(waiting.current.timer);
    if (now) save(next);
    else waiting.current = { timer: setTimeout(() => save(next), MAP_DEBOUNCE_MS), settings: next };
  };

  // On close, a change still waiting is saved at once.
  const flush = useRef(() => {});
  useLayoutEffect(() => {
    flush.current = () => {
      const pending = waiting.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      save(pending.settings);
    };
  });
  useEffect(() => () => flush.current(), []);

  return { settings, saved, change };
}
