import { formatDateTime } from "../../../../domain/dates";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { EditorNotice } from "../EditorNotice";
import type { SiteDraftOffer } from "./siteDraftStorage";
import { DRAFT_TEXTS } from "./texts";
import "./draft.css";
import { fill } from "../../../../domain/fill";

interface DraftOfferProps {
  offer: SiteDraftOffer;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the draft kept from an earlier visit (a reload, a crashed tab); a stale one says the site was saved since. */
export function DraftOffer({ offer, onRestore, onDiscard }: DraftOfferProps) {
  const texts = useOwnerTexts(DRAFT_TEXTS);
  const time = formatDateTime(new Date(offer.changedAt));
  return (
    <EditorNotice tone="info">
      <span>{fill(offer.stale ? texts.staleOffer : texts.offer, { time })}</span>
      <span className="editor-notice__actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          {texts.restore}
        </button>
        <button type="button" className="button button--ghost" onClick={onDiscard}>
          {texts.discard}
        </button>
      </span>
    </EditorNotice>
  );
}
