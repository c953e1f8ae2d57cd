import { useRef, useState } from "react";
import { saveMap } from "./mapsApi";
import { useShowError } from "../../kit/errors/useShowError";
import { useDebouncedCallback } from "../../kit/editor/fields/useDebouncedCallback";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useLatest } from "../../kit/editor/fields/useLatest";
import { LOCATION_EDITOR_TEXTS } from "./editorTexts";
import { initialMapSettings, MAP_DEBOUNCE_MS, type MapSettings } from "./mapSettings";
import type { SiteMap } from "./schema";

/**
 * The map dialog's settings and their saving (spec 3, section 4: a save with a place returns
 * the map, an empty place clears it). Changes wait MAP_DEBOUNCE_MS unless `now`; only the
 * newest call's answer is kept; a change still waiting when the dialog closes is saved then.
 */
export function useMapSaving(siteId: string, map: SiteMap | null, onMap: (map: SiteMap | null) => void) {
  const showError = useShowError();
  const texts = useOwnerTexts(LOCATION_EDITOR_TEXTS);
  const [settings, setSettings] = useState(() => initialMapSettings(map));
  // The answer comes after other edits may have changed the module: it goes to the newest onMap.
  const changeMap = useLatest(onMap);
  const calls = useRef(0);

  const save = (next: MapSettings) => {
    const call = ++calls.current;
    const location = next.location.trim();
    if (!location) {
      changeMap(null);
      return;
    }
    saveMap(siteId, { ...next, location }).then(
      (stored) => call === calls.current && changeMap(stored),
      (error: unknown) => call === calls.current && showError(error, texts.saveFailed),
    );
  };
  const saveLater = useDebouncedCallback(save, MAP_DEBOUNCE_MS);

  const change = (next: MapSettings, { now = false } = {}) => {
    setSettings(next);
    if (now) {
      saveLater.cancel();
      save(next);
    } else {
      saveLater(next);
    }
  };

  return { settings, change };
}
