import { useCallback, useState } from "react";
import type { PrintCard } from "../../../domain/print/card";

interface CardDraftState {
  /** The card as stored; null for a new card, which has nothing stored yet. */
  saved: PrintCard | null;
  draft: PrintCard | null;
}

const same = (a: PrintCard | null, b: PrintCard | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The card editor's draft and stored copy (spec 3, Card): edits change the draft; the card is
 * dirty while they differ, and a new card is dirty until its first save.
 */
export function useCardDraft() {
  const [state, setState] = useState<CardDraftState>({ saved: null, draft: null });
  const start = useCallback((draft: PrintCard, saved: PrintCard | null) => setState({ draft, saved }), []);
  const update = useCallback((change: (card: PrintCard) => PrintCard) => setState((current) => (current.draft ? { ...current, draft: change(current.draft) } : current)), []);
  /**
   * The card `from` the draft was stored as `sent` (they differ when quick start moves the photo
   * to the new site). Edits made while the save was under way stay in the draft.
   */
  const saved = useCallback((sent: PrintCard, from: PrintCard = sent) => setState((current) => ({ saved: sent, draft: current.draft === from ? sent : current.draft })), []);
  return { draft: state.draft, stored: state.saved, dirty: state.draft !== null && !same(state.draft, state.saved), start, update, saved };
}
