import { and, count, desc, eq, sql } from "drizzle-orm";
import type { PrintCard } from "../../../domain/print/card";
import type { Db } from "../../db/client";
import { prints, sites } from "../../db/schema";

export type PrintRow = typeof prints.$inferSelect;

export async function findPrint(db: Db, id: string): Promise<PrintRow | undefined> {
  const [row] = await db.select().from(prints).where(eq(prints.id, id));
  return row;
}

/** A site's cards, newest first. */
export function listPrints(db: Db, siteId: string): Promise<PrintRow[]> {
  return db.select().from(prints).where(eq(prints.siteId, siteId)).orderBy(desc(prints.createdAt), desc(prints.id));
}

/**
 * Stores a new card unless the site already has `limit`; the site's row is locked while
 * counting, so two creations at once cannot both pass the limit. Null when full.
 */
export function insertPrint(db: Db, siteId: string, document: PrintCard, serverAccessKey: string, limit: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${sites} WHERE ${sites.id} = ${siteId} FOR UPDATE`);
    const [held] = await tx.select({ cards: count() }).from(prints).where(eq(prints.siteId, siteId));
    if ((held?.cards ?? 0) >= limit) return null;
    const [row] = await tx.insert(prints).values({ siteId, document, serverAccessKey }).returning({ id: prints.id });
    return row!.id;
  });
}

export async function updatePrint(db: Db, id: string, siteId: string, document: PrintCard, now: Date): Promise<PrintRow> {
  const [row] = await db
    .update(prints)
    .set({ document, updatedAt: now })
    .where(and(eq(prints.id, id), eq(prints.siteId, siteId)))
    .returning();
  return row!;
}
