/** Who is coming (docs/api.md, the guest list): the overview, a household's replies, and matching an open-form send. */

import { useQuery } from "@tanstack/react-query";
import type { GuestListOverview, HouseholdReplyEntry } from "../../domain/guestList/overview";
import { api } from "../../kit/api/client";
import { guestListPath } from "../../kit/api/paths";

export const guestListOverviewKey = (siteId: string) => ["sites", siteId, "guest-list", "overview"] as const;

/** Not asked for without a site: quick start has no guest list. */
export function useGuestListOverview(siteId: string | undefined) {
  return useQuery({
    queryKey: guestListOverviewKey(siteId ?? ""),
    queryFn: () => api.get<GuestListOverview>(`${guestListPath(siteId!)}/overview`),
    enabled: siteId !== undefined,
  });
}

export function useHouseholdReplies(siteId: string, householdId: string | null) {
  return useQuery({
    queryKey: ["sites", siteId, "guest-list", "replies", householdId] as const,
    queryFn: async () => (await api.get<{ replies: HouseholdReplyEntry[] }>(`${guestListPath(siteId)}/households/${encodeURIComponent(householdId!)}/reply`)).replies,
    enabled: householdId !== null,
  });
}

/** Matches every guest of one open-form send to a household of the site, or unmatches it with null. */
export const matchOpenAnswer = (siteId: string, groupIdentifier: string, householdId: string | null) =>
  api.put<{ householdId: string | null; answers: number }>(`/api/rsvps/${encodeURIComponent(siteId)}/v4/groups/${encodeURIComponent(groupIdentifier)}/household`, { householdId });
