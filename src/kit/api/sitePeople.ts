/** People on a site (docs/roles.md): who is on it, invitations, removal, accepting. */

import { useQuery } from "@tanstack/react-query";
import type { SharedSite } from "../../domain/accounts";
import type { MemberRole, SiteRole } from "../../domain/siteRoles";
import { api } from "./client";
import { sitePath } from "./paths";

export interface SitePeople {
  yourRole: SiteRole;
  people: { accountId: string; mail: string; role: SiteRole }[];
  invitations: { _id: string; mail: string; role: MemberRole; expiresAt: string }[];
}

export const peopleQueryKey = (siteId: string) => ["sites", siteId, "people"] as const;

/** `enabled: false` where there is no site yet (quick start). */
export function usePeople(siteId: string, { enabled = true } = {}) {
  return useQuery({ queryKey: peopleQueryKey(siteId), queryFn: () => api.get<SitePeople>(`${sitePath(siteId)}/people`), enabled });
}

/** Whether a role changes the site, or only reads (a toastmaster, a helper). */
export const editsSite = (role: SiteRole) => role === "owner" || role === "co-owner";

export const sharedSitesQueryKey = ["shared-sites"] as const;

export function useSharedSites() {
  return useQuery({ queryKey: sharedSitesQueryKey, queryFn: async () => (await api.get<{ sites: SharedSite[] }>("/api/accounts/shared-sites")).sites });
}

export const invitePerson = (siteId: string, mail: string, role: MemberRole) => api.post<SitePeople>(`${sitePath(siteId)}/invitations`, { mail, role });
export const withdrawInvitation = (siteId: string, invitationId: string) => api.delete<SitePeople>(`${sitePath(siteId)}/invitations/${encodeURIComponent(invitationId)}`);
export const removePerson = (siteId: string, accountId: string) => api.delete<SitePeople>(`${sitePath(siteId)}/people/${encodeURIComponent(accountId)}`);
export const acceptInvitation = (token: string) => api.post<{ siteId: string; role: MemberRole }>("/api/invitations/accept", { token });
