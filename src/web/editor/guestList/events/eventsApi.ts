/** The events calls of the owner's guest list (docs/api.md, "The guest list"). */

import type { GuestEvent, GuestEventInput } from "../../../../domain/guestList/types";
import { api } from "../../../../kit/api/client";
import { guestListPath } from "../../../../kit/api/paths";

const eventsPath = (siteId: string) => `${guestListPath(siteId)}/events`;
const eventPath = (siteId: string, eventId: string) => `${eventsPath(siteId)}/${encodeURIComponent(eventId)}`;

export const createGuestEvent = (siteId: string, input: GuestEventInput) => api.post<GuestEvent>(eventsPath(siteId), input);
export const changeGuestEvent = (siteId: string, eventId: string, input: GuestEventInput) => api.put<GuestEvent>(eventPath(siteId, eventId), input);
export const deleteGuestEvent = (siteId: string, eventId: string) => api.delete<object>(eventPath(siteId, eventId));
export const reorderGuestEvents = (siteId: string, eventIds: string[]) => api.put<{ events: GuestEvent[] }>(`${eventsPath(siteId)}/order`, { eventIds });
