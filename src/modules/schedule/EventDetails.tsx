import { fill } from "../../domain/fill";
import type { ScheduleEvent } from "../../domain/guestList/schedule";
import { refusesGuestActions, useSite, useTexts } from "../../kit/guestPage/SiteContext";
import { MAP_IMAGE, mapImageUrl, mapPreviewUrl, mapSearchUrl } from "../location/mapUrls";
import { AccessMarks } from "./AccessMarks";
import { SCHEDULE_TEXTS } from "./texts";

/**
 * What a guest needs to get to an event: its place, the address with its drawn map (or, without
 * a map provider, the address and an "open in maps" button: never an invented map), the travel
 * note, the dress code and the access marks. The schedule and day mode both show it.
 */
export function EventDetails({ event }: { event: ScheduleEvent }) {
  const site = useSite();
  const texts = useTexts(SCHEDULE_TEXTS);
  const address = event.map?.location.trim() ?? "";
  const newTab = <span className="schedule__hidden">{texts.newTab}</span>;
  return (
    <div className="schedule__details">
      {event.place && <p className="schedule__place">{event.place}</p>}
      {address && site.drawsMaps && event.map && (
        <a className="schedule__map-link" href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
          <img
            className="schedule__map"
            src={refusesGuestActions(site) ? mapPreviewUrl(site.siteId, event.map) : mapImageUrl(site.siteId, event.map)}
            alt={fill(texts.mapOf, { place: address })}
            width={MAP_IMAGE.width}
            height={MAP_IMAGE.height}
            loading="lazy"
            decoding="async"
          />
          <span className="schedule__address">{address}</span>
          <span className="schedule__open">
            {texts.openInMaps} {newTab}
          </span>
        </a>
      )}
      {address && !site.drawsMaps && (
        <p className="schedule__address-line">
          <span className="schedule__address">{address}</span>{" "}
          <a className="schedule__open-link" href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
            {texts.openInMaps} {newTab}
          </a>
        </p>
      )}
      {event.travelNote && (
        <div className="schedule__fact">
          <p className="schedule__label">{texts.travelNote}</p>
          <p className="schedule__note">{event.travelNote}</p>
        </div>
      )}
      {event.dressCode && (
        <div className="schedule__fact">
          <p className="schedule__label">{texts.dressCode}</p>
          <p className="schedule__note">{event.dressCode}</p>
        </div>
      )}
      <AccessMarks access={event.access} />
    </div>
  );
}
