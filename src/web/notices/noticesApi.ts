import { useQuery } from "@tanstack/react-query";
import type { GuestEvent } from "../../domain/guestList/types";
import type { Notice, NoticeEdit, NoticeInput } from "../../domain/notices/notices";
import { api } from "../../kit/api/client";
import { guestListPath, sitePath } from "../../kit/api/paths";

const noticesPath = (siteId: string) => `${sitePath(siteId)}/notices`;
export const noticesKey = (siteId: string) => ["sites", siteId, "notices"] as const;

export function useNotices(siteId: string) {
  return useQuery({ queryKey: noticesKey(siteId), queryFn: () => api.get<{ notices: Notice[] }>(noticesPath(siteId)).then((answer) => answer.notices) });
}

/** The site's events, for choosing whose guests a notice is for. */
export function useNoticeEvents(siteId: string) {
  return useQuery({ queryKey: ["sites", siteId, "guest-list", "events"], queryFn: () => api.get<{ events: GuestEvent[] }>(`${guestListPath(siteId)}/events`).then((answer) => answer.events) });
}

export const postNotice = (siteId: string, input: NoticeInput) => api.post<Notice>(noticesPath(siteId), input);
export const editNotice = (siteId: string, id: string, input: NoticeEdit) => api.put<Notice>(`${noticesPath(siteId)}/${encodeURIComponent(id)}`, input);
export const removeNotice = (siteId: string, id: string) => api.delete<object>(`${noticesPath(siteId)}/${encodeURIComponent(id)}`);
