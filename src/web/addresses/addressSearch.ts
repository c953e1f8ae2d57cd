/**
 * The availability search of the address screens (spec 3, section 4): 0 idle, 1 available,
 * 2 unavailable, 3 offer to use an own domain held at another registrar (after 2 only).
 * An edit resets the result (section 5), and a late answer for a name no longer in the
 * field is dropped.
 */
export const SEARCH_IDLE = 0;
export const SEARCH_AVAILABLE = 1;
export const SEARCH_UNAVAILABLE = 2;
export const SEARCH_OTHER_REGISTRAR = 3;
export type SearchResult = typeof SEARCH_IDLE | typeof SEARCH_AVAILABLE | typeof SEARCH_UNAVAILABLE | typeof SEARCH_OTHER_REGISTRAR;

export interface AddressSearch {
  /** The address in the field: a subdomain label, or a full domain name. */
  address: string;
  result: SearchResult;
  checking: boolean;
  /** The failed check's error, shown until the next edit or check. */
  error: unknown;
}

export type AddressSearchAction =
  | { type: "edit"; address: string }
  | { type: "check" }
  | { type: "answer"; address: string; available: boolean }
  | { type: "fail"; address: string; error: unknown }
  | { type: "otherRegistrar" }
  /** The address was taken after all (someone was quicker). */
  | { type: "taken" };

export const initialSearch = (address = ""): AddressSearch => ({ address, result: SEARCH_IDLE, checking: false, error: null });

export function addressSearchReducer(search: AddressSearch, action: AddressSearchAction): AddressSearch {
  switch (action.type) {
    case "edit":
      return action.address === search.address ? search : initialSearch(action.address);
    case "check":
      return { ...search, result: SEARCH_IDLE, checking: true, error: null };
    case "answer":
      if (action.address !== search.address) return search;
      return { ...search, result: action.available ? SEARCH_AVAILABLE : SEARCH_UNAVAILABLE, checking: false };
    case "fail":
      if (action.address !== search.address) return search;
      return { ...search, checking: false, error: action.error };
    case "otherRegistrar":
      return search.result === SEARCH_UNAVAILABLE ? { ...search, result: SEARCH_OTHER_REGISTRAR } : search;
    case "taken":
      return { ...search, result: SEARCH_UNAVAILABLE, checking: false };
  }
}
