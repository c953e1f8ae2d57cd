import { useReducer } from "react";
import { addressSearchReducer, initialSearch } from "./addressSearch";

/** The search state of an address field, with the availability call wired to it. */
export function useAddressCheck(isAvailable: (address: string) => Promise<{ available: boolean }>) {
  const [search, dispatch] = useReducer(addressSearchReducer, undefined, () => initialSearch());
  const check = async () => {
    const { address } = search;
    dispatch({ type: "check" });
    try {
      const { available } = await isAvailable(address);
      dispatch({ type: "answer", address, available });
    } catch (error) {
      dispatch({ type: "fail", address, error });
    }
  };
  return { search, dispatch, check };
}
