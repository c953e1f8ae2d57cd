import { CheckboxField } from "../../kit/ui/fields";
import { seatingFiles } from "./seatingApi";
import type { SeatingTexts } from "./texts";

interface SeatingDownloadsProps {
  texts: SeatingTexts;
  siteId: string;
  eventId: string;
  openSearch: boolean;
  onOpenSearch: (openSearch: boolean) => void;
}

/** The plan on paper (place cards, the poster at the door, the caterer's list) and whether the open page's "Hitta din plats" may search it. */
export function SeatingDownloads({ texts, siteId, eventId, openSearch, onOpenSearch }: SeatingDownloadsProps) {
  const files = seatingFiles(siteId, eventId);
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
      <CheckboxField label={texts.openSearch} hint={texts.openSearchHint} checked={openSearch} onChange={(event) => onOpenSearch(event.target.checked)} />
    </section>
  );
}
