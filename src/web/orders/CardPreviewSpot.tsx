import { cardTitle } from "../../domain/print/cardTitle";
import { hslCss } from "../../domain/site/colors";
import type { StoredPrint } from "../api/prints";

/**
 * The card's place on the checkout: its title on its own colours, portrait A6 and trimmed as
 * ordered. It stands in for the card component (src/web/prints/card/), which draws the real
 * front once it is there; this is no renderer of its own.
 */
export function CardPreviewSpot({ print, label }: { print: StoredPrint; label: string }) {
  return (
    <figure className={`card-preview-spot${print.trim === "rounded" ? " card-preview-spot--rounded" : ""}`} aria-label={label}>
      <div className="card-preview-spot__face" style={{ background: hslCss(print.colorScheme.background), color: hslCss(print.colorScheme.onBackground) }}>
        <p className="card-preview-spot__title">{cardTitle(print)}</p>
      </div>
    </figure>
  );
}
