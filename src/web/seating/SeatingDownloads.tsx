import { seatingFiles } from "./seatingApi";
import type { SeatingTexts } from "./texts";

/** The plan on paper: place cards, the poster at the door, the caterer's list. */
export function SeatingDownloads({ texts, siteId, eventId }: { texts: SeatingTexts; siteId: string; eventId: string }) {
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
    </section>
  );
}
