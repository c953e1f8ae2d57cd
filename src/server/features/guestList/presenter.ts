import type { GuestEvent, Household } from "../../../domain/guestList/types";
import type { GuestEventRow } from "./eventRepository";
import type { HouseholdRow } from "./repository";

/** The owner's view of a household: every field but the site id. */
export const presentHousehold = (row: HouseholdRow): Household => ({
  id: row.id,
  name: row.name,
  mail: row.mail,
  phone: row.phone,
  address: row.address,
  addressCountry: row.addressCountry,
  addressAskedAt: row.addressAskedAt?.toISOString() ?? null,
  language: row.language,
  note: row.note,
  tags: row.tags,
  guests: row.guests.map(({ id, name, child, position }) => ({ id, name, child, position })),
  eventIds: row.eventIds,
  linkToken: row.linkToken,
  linkFirstOpenedAt: row.linkFirstOpenedAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  replyCount: row.replyCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentGuestEvent = (row: GuestEventRow): GuestEvent => ({
  id: row.id,
  name: row.name,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  place: row.place ?? null,
  map: row.map ?? null,
  travelNote: row.travelNote,
  dressCode: row.dressCode,
  access: row.access,
  isPublic: row.isPublic,
  position: row.position,
});
