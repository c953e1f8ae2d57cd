import { useId, useState } from "react";
import { useAppConfig } from "../../kit/app/appConfig";
import { TextField } from "../../kit/ui/fields";
import { ChoiceField } from "../../kit/editor/fields/ChoiceField";
import { RangeField } from "../../kit/editor/fields/RangeField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { LOCATION_EDITOR_TEXTS } from "./editorTexts";
import { markerColorOf, type MapSettings } from "./mapSettings";
import { MAP_IMAGE, mapPreviewUrl } from "./mapUrls";
import { MAP_ZOOM, type SiteMap } from "./schema";
import { LOCATION_TEXTS } from "./texts";
import { useMapSaving } from "./useMapSaving";
import { fill } from "../../domain/fill";
import "./mapField.css";

/** The dialog's order (spec 2, Location module): Standard, Silver, Retro, Mörk, Natt. */
const MAP_THEMES_IN_ORDER = ["NORMAL", "SILVER", "RETRO", "DARK", "NIGHT"] as const satisfies readonly SiteMap["mapTheme"][];

/**
 * A drawn map's fields: place, theme, zoom and marker colour, with a live preview; the Location
 * module's dialog and a guest-list event's form. Saving it draws the map ahead of the first guest.
 */
export function MapField({ siteId, map, onChange, legend }: { siteId: string; map: SiteMap | null; onChange: (map: SiteMap | null) => void; legend?: string }) {
  const texts = useOwnerTexts(LOCATION_EDITOR_TEXTS);
  const { settings, change } = useMapSaving(siteId, map, onChange);
  const [colorText, setColorText] = useState(settings.markerColor);
  const colorValid = markerColorOf(colorText) !== null;
  const id = useId();

  const changeColor = (text: string) => {
    setColorText(text);
    const markerColor = markerColorOf(text);
    if (markerColor) change({ ...settings, markerColor });
  };

  return (
    <fieldset className="field-group map-field">
      <legend className="map-field__legend">{legend ?? texts.map}</legend>
      <TextField label={texts.location} hint={texts.locationHint} value={settings.location} onChange={(event) => change({ ...settings, location: event.target.value })} />
      <ChoiceField
        legend={texts.theme}
        choices={MAP_THEMES_IN_ORDER.map((theme) => ({ value: theme, label: texts.themes[theme] }))}
        value={settings.mapTheme}
        onChange={(mapTheme) => change({ ...settings, mapTheme }, { now: true })}
      />
      <details className="map-field__advanced">
        <summary>{texts.advanced}</summary>
        <div className="map-field__advanced-body">
          <RangeField label={texts.zoom} hint={texts.zoomHint} min={MAP_ZOOM.min} max={MAP_ZOOM.max} value={settings.zoom} onChange={(zoom) => change({ ...settings, zoom })} />
          <div className="map-field__color">
            <input
              type="color"
              className="map-field__swatch"
              aria-label={texts.markerColorPick}
              value={settings.markerColor}
              onChange={(event) => changeColor(event.target.value)}
            />
            <TextField
              label={texts.markerColor}
              value={colorText}
              maxLength={7}
              spellCheck={false}
              aria-invalid={colorValid ? undefined : true}
              aria-errormessage={colorValid ? undefined : `${id}-color-problem`}
              onChange={(event) => changeColor(event.target.value)}
            />
          </div>
          {!colorValid && (
            <p id={`${id}-color-problem`} className="notice notice--error" role="alert">
              {texts.markerColorInvalid}
            </p>
          )}
        </div>
      </details>
      <MapPreview siteId={siteId} settings={map} />
    </fieldset>
  );
}

/** The stored map: a new one shows once its save has drawn it, so the preview never draws it a second time. */
function MapPreview({ siteId, settings }: { siteId: string; settings: MapSettings | null }) {
  const texts = useOwnerTexts(LOCATION_EDITOR_TEXTS);
  const guestTexts = useOwnerTexts(LOCATION_TEXTS);
  const { drawsMaps } = useAppConfig();
  const src = drawsMaps && settings ? mapPreviewUrl(siteId, settings) : null;
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <figure className="map-field__preview">
      <figcaption className="map-field__preview-caption">{texts.preview}</figcaption>
      <div className="map-field__frame">
        {src && failed !== src ? (
          <img key={src} src={src} alt={fill(guestTexts.mapOf, { place: settings?.location.trim() ?? "" })} width={MAP_IMAGE.width} height={MAP_IMAGE.height} onError={() => setFailed(src)} />
        ) : (
          <p className="map-field__empty">{src ? texts.previewFailed : drawsMaps ? texts.noMap : texts.noMapProvider}</p>
        )}
      </div>
    </figure>
  );
}
