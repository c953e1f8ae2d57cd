import { useCallback, useMemo, useReducer } from "react";
import type { EditorSite } from "../../../modules/editorSite";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import type { SiteDocument } from "../../../modules/siteDocument";

/**
 * The editor's draft and saved copy (spec 3, section 4): edits change the draft; the page is
 * dirty while the two differ; a save makes the server's answer the saved copy. The document is
 * a newer site's, or a legacy site's in its own shape (the legacy editor's).
 */
interface DraftState<D> {
  saved: D | null;
  draft: D | null;
}

type DraftAction<D> =
  /** `restored`: a draft kept from before (quick start keeps it in the browser), taken on the first load only. */
  | { type: "loaded"; document: D; restored?: D }
  | { type: "edit"; change: (document: D) => D }
  | { type: "saved"; sent: D; stored: D };

const same = <D>(a: D | null, b: D | null) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function draftReducer<D>(state: DraftState<D>, action: DraftAction<D>): DraftState<D> {
  switch (action.type) {
    case "loaded":
      // A reload never overwrites edits the owner has not saved.
      if (state.draft === null) return { saved: action.document, draft: action.restored ?? action.document };
      return { saved: action.document, draft: same(state.draft, state.saved) ? action.document : state.draft };
    case "edit":
      return state.draft ? { ...state, draft: action.change(state.draft) } : state;
    case "saved":
      // The stored copy is the sanitized one; edits made while saving stay in the draft.
      return { saved: action.stored, draft: state.draft === action.sent ? action.stored : state.draft };
  }
}

/** A draft of the document part of what the site calls answer (`documentOf` leaves the settings and reservations out). */
export function useDraft<D, S>(documentOf: (site: S) => D) {
  const [state, dispatch] = useReducer(draftReducer<D>, { saved: null, draft: null });
  const dirty = useMemo(() => !same(state.draft, state.saved), [state.draft, state.saved]);
  return {
    draft: state.draft,
    /** The stored document the draft was made from. */
    stored: state.saved,
    dirty,
    loaded: useCallback((site: S, restored?: D) => dispatch({ type: "loaded", document: documentOf(site), restored }), [documentOf]),
    update: useCallback((change: (document: D) => D) => dispatch({ type: "edit", change }), []),
    saved: useCallback((sent: D, site: S) => dispatch({ type: "saved", sent, stored: documentOf(site) }), [documentOf]),
  };
}

const documentOf = (site: EditorSite): SiteDocument => readSiteDocument(site);

export const useSiteDraft = () => useDraft(documentOf);
