/** The owner's guest-list calls (docs/api.md, "The guest list") as the page uses them. */

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { BulkHouseholdAction, GuestEvent, Household, HouseholdInput } from "../../../domain/guestList/types";
import { api } from "../../../kit/api/client";
import { guestListPath } from "../../../kit/api/paths";

interface GuestList {
  households: Household[];
  events: GuestEvent[];
}

const householdPath = (siteId: string, householdId: string) => `${guestListPath(siteId)}/households/${encodeURIComponent(householdId)}`;

/** The guest list's queries (the overview in Visa OSA among them) share this prefix, so a change refreshes all. */
export const guestListKey = (siteId: string) => ["sites", siteId, "guest-list"] as const;

export function useGuestList(siteId: string) {
  return useQuery({ queryKey: guestListKey(siteId), queryFn: () => api.get<GuestList>(guestListPath(siteId)) });
}

/** After a change: the list is loaded again, so every part of the page shows the stored state. */
export function useReloadGuestList(siteId: string) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: guestListKey(siteId) }), [client, siteId]);
}

export const createHousehold = (siteId: string, input: HouseholdInput) => api.post<Household>(`${guestListPath(siteId)}/households`, input);
export const replaceHousehold = (siteId: string, householdId: string, input: HouseholdInput) => api.put<Household>(householdPath(siteId, householdId), input);
export const deleteHousehold = (siteId: string, householdId: string) => api.delete<object>(householdPath(siteId, householdId));
export const regenerateLink = (siteId: string, householdId: string) => api.post<{ linkToken: string }>(`${householdPath(siteId, householdId)}/link`);
export const householdQrPath = (siteId: string, householdId: string) => `${householdPath(siteId, householdId)}/qr`;
export const bulkChange = (siteId: string, action: BulkHouseholdAction) => api.post<{ changed: number }>(`${guestListPath(siteId)}/bulk`, action);
export const deleteGuestList = (siteId: string) => api.delete<object>(guestListPath(siteId));
