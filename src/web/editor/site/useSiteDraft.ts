import { useCallback, useMemo, useReducer } from "react";
import type { EditorSite } from "../../../modules/editorSite";
import { siteDocument, type SiteDocument } from "../../../modules/siteDocument";

/**
 * The editor's draft and saved copy (spec 3, section 4): edits change the draft; the page is
 * dirty while the two differ; a save makes the server's answer the saved copy.
 */
interface DraftState {
  saved: SiteDocument | null;
  draft: SiteDocument | null;
}

type DraftAction =
  /** `restored`: a draft kept from before (quick start keeps it in the browser), taken on the first load only. */
  | { type: "loaded"; document: SiteDocument; restored?: SiteDocument }
  | { type: "edit"; change: (document: SiteDocument) => SiteDocument }
  | { type: "saved"; sent: SiteDocument; stored: SiteDocument };

const same = (a: SiteDocument | null, b: SiteDocument | null) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
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

/** The document part of the editor site: the settings and reservations are left out. */
const documentOf = (site: EditorSite): SiteDocument => siteDocument.parse(site);

export function useSiteDraft() {
  const [state, dispatch] = useReducer(draftReducer, { saved: null, draft: null });
  const dirty = useMemo(() => !same(state.draft, state.saved), [state.draft, state.saved]);
  return {
    draft: state.draft,
    /** The stored document the draft was made from. */
    stored: state.saved,
    dirty,
    loaded: useCallback((site: EditorSite, restored?: SiteDocument) => dispatch({ type: "loaded", document: documentOf(site), restored }), []),
    update: useCallback((change: (document: SiteDocument) => SiteDocument) => dispatch({ type: "edit", change }), []),
    saved: useCallback((sent: SiteDocument, site: EditorSite) => dispatch({ type: "saved", sent, stored: documentOf(site) }), []),
  };
}
