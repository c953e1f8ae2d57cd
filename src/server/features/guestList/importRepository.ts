import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { HouseholdValues } from "../../../domain/guestList/types";
import type { Executor } from "../../db/client";
import { householdGuests, householdInvitations, households } from "../../db/schema";
import { newLinkToken } from "./linkTokens";

/** The names of the site's households, compared as the import compares them (case and spaces ignored). */
export async function storedHouseholdNames(db: Executor, siteId: string): Promise<string[]> {
  const rows = await db.select({ name: households.name }).from(households).where(eq(households.siteId, siteId));
  return rows.map((row) => row.name);
}

/**
 * Many new households in three statements (households, guests, invitations), whatever their
 * number: the import's bounds (1,000 households, 3,000 guests) keep each under PostgreSQL's
 * 65,535 parameters. Ids are made here so guests and invitations need no round trip back.
 */
export async function insertHouseholds(tx: Executor, siteId: string, values: HouseholdValues[], now: Date): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((household) => ({ id: randomUUID(), household }));
  await tx.insert(households).values(
    rows.map(({ id, household }) => ({
      id,
      siteId,
      name: household.name,
      mail: household.mail,
      phone: household.phone,
      address: household.address,
      addressCountry: household.addressCountry ?? null,
      language: household.language,
      note: household.note,
      tags: household.tags,
      linkToken: newLinkToken(),
      createdAt: now,
      updatedAt: now,
    })),
  );
  const guests = rows.flatMap(({ id, household }) => household.guests.map((guest, position) => ({ householdId: id, name: guest.name, child: guest.child, position })));
  if (guests.length > 0) await tx.insert(householdGuests).values(guests);
  const invitations = rows.flatMap(({ id, household }) => household.eventIds.map((eventId) => ({ householdId: id, eventId })));
  if (invitations.length > 0) await tx.insert(householdInvitations).values(invitations);
}
