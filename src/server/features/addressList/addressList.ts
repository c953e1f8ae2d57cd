import { countryName } from "../../../domain/guestList/countries";
import type { Market } from "../../../domain/brands";
import type { Executor } from "../../db/client";
import { listHouseholds } from "../guestList/repository";

/** One household on the address list: its name and address lines, or none when the address is missing. */
export interface AddressEntry {
  name: string;
  /** Street lines, then postcode and town; empty when missing. */
  lines: string[];
  /** The country's name to write last, for a country other than the market's own; "" otherwise. */
  country: string;
  /** ISO code as stored, or "". */
  countryCode: string;
}

/** Address lines a label has room for, below the name: 37 mm holds six lines. */
export const ADDRESS_LINES_MAX = 4;
const MARKET_COUNTRY: Record<Market, string> = { se: "SE", dk: "DK" };

/**
 * The households of the cards (every one, or those invited to an event, or exactly an order's
 * ids) in the guest list's order, each with its address lines, or marked missing.
 */
export async function addressEntries(db: Executor, siteId: string, choice: { eventId?: string | null; householdIds?: string[] | null }, market: Market, language: string): Promise<AddressEntry[]> {
  const all = await listHouseholds(db, siteId);
  const chosen =
    choice.householdIds ? choice.householdIds.flatMap((id) => all.filter((household) => household.id === id))
    : choice.eventId ? all.filter((household) => household.eventIds.includes(choice.eventId!))
    : all;
  return chosen.map((household) => {
    const lines = (household.address ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean).slice(0, ADDRESS_LINES_MAX);
    const code = household.addressCountry ?? "";
    const abroad = lines.length > 0 && code !== "" && code !== MARKET_COUNTRY[market];
    return { name: household.name, lines, country: abroad ? countryName(code, language).toLocaleUpperCase(language) : "", countryCode: code };
  });
}
