import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { refusesGuestActions, useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { MAP_IMAGE, mapImageUrl, mapPreviewUrl, mapSearchUrl } from "./mapUrls";
import type { LocationModule } from "./schema";
import { LOCATION_TEXTS } from "./texts";
import { EmptyModuleHint } from "../EmptyModuleHint";
import { fill } from "../../domain/fill";

/** The image is shown at most 968 px wide, like ImageAndText's. */
const IMAGE_SIZES = "(min-width: 1032px) 968px, calc(100vw - 2rem)";

/**
 * Title, a map of the place (a link to Google Maps for guests), second title, text and image.
 * Without a map provider the place is its address and an "open in maps" button, never a made-up map.
 */
export default function LocationView({ module }: { module: LocationModule }) {
  const t = useTranslate();
  const site = useSite();
  const { siteId, editMode, drawsMaps } = site;
  const texts = useTexts(LOCATION_TEXTS);
  const title = t(module.title);
  const secondTitle = t(module.secondTitle);
  const SecondHeading = title ? "h3" : "h2";
  const place = module.map?.location.trim() ?? "";

  // The owner's app reads the map its save drew (quick start has no guest map route, and the page may be unsaved).
  const map = drawsMaps && module.map && place && (
    <img
      className="location__map-image"
      src={refusesGuestActions(site) ? mapPreviewUrl(siteId, module.map) : mapImageUrl(siteId, module.map)}
      alt={fill(texts.mapOf, { place })}
      width={MAP_IMAGE.width}
      height={MAP_IMAGE.height}
      loading="lazy"
      decoding="async"
    />
  );

  return (
    <div className="location">
      <ModuleTitle text={title} />
      {map && (
        <div className="location__map">
          {editMode ? (
            map
          ) : (
            <a className="location__map-link" href={mapSearchUrl(place)} target="_blank" rel="noopener noreferrer">
              {map}
              <span className="location__open">
                {texts.openInMaps} <span className="location__new-tab">{texts.newTab}</span>
              </span>
            </a>
          )}
        </div>
      )}
      {!drawsMaps && place && (
        <div className="location__place">
          <p className="location__address">{place}</p>
          {!editMode && (
            <a className="site-button site-button--secondary location__open-button" href={mapSearchUrl(place)} target="_blank" rel="noopener noreferrer">
              {texts.openInMaps} <span className="location__new-tab">{texts.newTab}</span>
            </a>
          )}
        </div>
      )}
      <div className="location__body">
        {secondTitle && <SecondHeading className="location__second-title">{secondTitle}</SecondHeading>}
        <RichText html={t(module.text)} className="location__text" />
      </div>
      {module.image && (
        <figure className="location__media">
          <SiteImage className="location__image" image={module.image} sizes={IMAGE_SIZES} />
        </figure>
      )}
      <EmptyModuleHint module={module} />
    </div>
  );
}
