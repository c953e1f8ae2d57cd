import { Link } from "react-router";
import type { SeatingEvent } from "../../domain/seating/plan";
import { CheckboxField } from "../../kit/ui/fields";
import { seatingFiles } from "./seatingApi";
import type { SeatingTexts } from "./texts";

interface SeatingDownloadsProps {
  texts: SeatingTexts;
  siteId: string;
  event: SeatingEvent;
  openSearch: boolean;
  onOpenSearch: (openSearch: boolean) => void;
}

/** The plan on paper (place cards, the poster at the door, the caterer's list) and whether the open page's "Hitta din plats" may search it. */
export function SeatingDownloads({ texts, siteId, event, openSearch, onOpenSearch }: SeatingDownloadsProps) {
  const files = seatingFiles(siteId, event.id);
  return (
    <section className="seating-downloads" aria-labelledby="seating-downloads-heading">
      <h2 id="seating-downloads-heading">{texts.downloadsHeading}</h2>
      <ul className="seating-downloads__list">
        <li>
          <a href={files.placeCards} download>
            {texts.placeCards}
          </a>
        </li>
        <li>
          <a href={files.posterA3} download>
            {texts.posterA3}
          </a>
        </li>
        <li>
          <a href={files.posterA2} download>
            {texts.posterA2}
          </a>
        </li>
        <li>
          <a href={files.catererExcel} download>
            {texts.catererExcel}
          </a>{" "}
          <a href={files.catererPdf} download aria-label={texts.catererPdfLabel}>
            {texts.catererPdf}
          </a>
        </li>
      </ul>
      {/* The open page searches only what it shows: an event for the invited alone is found on their personal pages. */}
      {event.isPublic ? (
        <CheckboxField label={texts.openSearch} hint={texts.openSearchHint} checked={openSearch} onChange={(change) => onOpenSearch(change.target.checked)} />
      ) : (
        <p className="muted">
          {texts.openSearchPrivate}{" "}
          <Link to={`/redigera/${encodeURIComponent(siteId)}/gaster#guest-events-heading`}>{texts.openSearchPrivateLink}</Link>
        </p>
      )}
    </section>
  );
}
