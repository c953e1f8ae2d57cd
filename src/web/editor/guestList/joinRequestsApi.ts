import { useQuery } from "@tanstack/react-query";
import type { JoinRequest } from "../../../domain/guestList/joinRequests";
import { api } from "../../../kit/api/client";
import { guestListPath } from "../../../kit/api/paths";
import { guestListKey } from "./guestListApi";

const requestsPath = (siteId: string) => `${guestListPath(siteId)}/join-requests`;

/** Under the guest list's key: a change to the list (an approval adds a household) reloads both. */
export function useJoinRequests(siteId: string) {
  return useQuery({ queryKey: [...guestListKey(siteId), "join-requests"], queryFn: () => api.get<{ requests: JoinRequest[] }>(requestsPath(siteId)) });
}

export const approveJoinRequest = (siteId: string, id: string) =>
  api.post<{ request: JoinRequest; invitation: { queued?: number; refused?: string } }>(`${requestsPath(siteId)}/${encodeURIComponent(id)}/approve`);
export const declineJoinRequest = (siteId: string, id: string) => api.post<JoinRequest>(`${requestsPath(siteId)}/${encodeURIComponent(id)}/decline`);
