import { randomUUID } from "node:crypto";
import type { HouseholdReply } from "../../src/domain/guestList/reply";
import type { Db } from "../../src/server/db/client";
import { guestEvents, householdGuests, householdInvitations, householdReplies, households } from "../../src/server/db/schema";

/** A guest as a seating test gives it: `coming` to the event the household is seeded for (true by default). */
export interface SeededGuest {
  name: string;
  child?: boolean;
  coming?: boolean | null;
  dietary?: string;
}

export interface SeededHousehold {
  id: string;
  name: string;
  guests: { id: string; name: string }[];
}

/** One of the site's guest-list events, written straight to the database. */
export async function seedEvent(db: Db, siteId: string, name = "Middag", position = 0): Promise<string> {
  const [event] = await db.insert(guestEvents).values({ siteId, name: { sv: name }, position }).returning({ id: guestEvents.id });
  return event!.id;
}

/**
 * Households invited to `eventIds` with a reply each saying who comes to the first of them
 * (`coming: null` leaves the guest out of the reply; `reply: false` stores no reply at all).
 * Straight to the database: a seating test needs hundreds of guests in a few statements.
 */
export async function seedHouseholds(db: Db, siteId: string, eventIds: string[], list: { name: string; guests: SeededGuest[]; reply?: boolean }[]): Promise<SeededHousehold[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(households)
    .values(list.map((household) => ({ siteId, name: household.name, language: "sv", linkToken: randomUUID().replaceAll("-", "") })))
    .returning({ id: households.id });
  const seeded: SeededHousehold[] = [];
  const replies: { siteId: string; householdId: string; reply: HouseholdReply }[] = [];
  const guestRows = list.flatMap((household, index) => household.guests.map((guest, position) => ({ id: randomUUID(), householdId: rows[index]!.id, name: guest.name, child: guest.child ?? false, position })));
  await db.insert(householdGuests).values(guestRows);
  const invitations = rows.flatMap((row) => eventIds.map((eventId) => ({ householdId: row.id, eventId })));
  if (invitations.length) await db.insert(householdInvitations).values(invitations);
  list.forEach((household, index) => {
    const householdId = rows[index]!.id;
    const guests = guestRows.filter((guest) => guest.householdId === householdId);
    seeded.push({ id: householdId, name: household.name, guests: guests.map(({ id, name }) => ({ id, name })) });
    if (household.reply === false) return;
    const answered = household.guests.flatMap((guest, position) =>
      guest.coming === null ? [] : [{ guestId: guests[position]!.id, attending: { [eventIds[0]!]: guest.coming ?? true }, dietary: guest.dietary ?? "" }],
    );
    replies.push({ siteId, householdId, reply: { guests: answered, message: "" } });
  });
  if (replies.length) await db.insert(householdReplies).values(replies);
  return seeded;
}
