import { createContext, useContext } from "react";
import type { HouseholdPage } from "../../../domain/guestList/householdPage";

/** The household a personal page is for (issue 15); null on the shared guest page and in the editor. */
export const HouseholdContext = createContext<HouseholdPage | null>(null);

export const useHousehold = () => useContext(HouseholdContext);
