import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CARD_TEXTS } from "../cardTexts";

/** 'Matcha med bröllopssida' (spec 3, Card editor): the tab's setting copied from the site. */
export function MatchSiteButton({ onMatch, help }: { onMatch: () => void; help?: string }) {
  const texts = useOwnerTexts(CARD_TEXTS);
  return (
    <div className="card-match drawer-section">
      <button type="button" className="button button--secondary" onClick={onMatch}>
        {texts.matchSite}
      </button>
      {help && <p className="card-match__help">{help}</p>}
    </div>
  );
}
