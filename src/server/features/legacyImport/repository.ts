import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { Db, Executor } from "../../db/client";
import { giftReservations, sites, siteVersions } from "../../db/schema";
import type { SiteRow } from "../../core";
import type { PlacedReservation } from "./reservations";

/**
 * Imported reservations carry no password (the older product's stay there): their rows get
 * the hash of a random one and a lookup that is never a password's bucket, so no guest can
 * cancel them; they count against the gift's quantity like any other.
 */
export const IMPORTED_LOOKUP = "imported";

/**
 * The document's gift registries' reservations become the imported ones: importing the same
 * document twice leaves them once. Other modules' reservations are kept.
 */
export async function replaceReservations(tx: Executor, siteId: string, document: LegacySiteDocument, reservations: PlacedReservation[], passwordHash: string, at: Date): Promise<void> {
  const registries = document.modules.filter((module) => module.module === "GiftRegistry").map((module) => module.id);
  if (registries.length) await tx.delete(giftReservations).where(and(eq(giftReservations.siteId, siteId), inArray(giftReservations.moduleId, registries)));
  if (!reservations.length) return;
  await tx.insert(giftReservations).values(reservations.map((reservation) => ({ siteId, ...reservation, passwordHash, passwordLookup: IMPORTED_LOOKUP, createdAt: at })));
}

/**
 * Makes the imported document the site's current one, in one transaction with its
 * reservations: the document it had is kept as a version first (unless it already is the
 * latest one), and the imported one is stored as a version too, as a save is. The site's
 * settings (address, password) stay the site's.
 */
export async function storeImport(db: Db, siteId: string, document: LegacySiteDocument, alongside: (tx: Executor) => Promise<void>, at: Date): Promise<SiteRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId)).for("update");
    const [latest] = await tx.select({ document: siteVersions.document }).from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(desc(siteVersions.createdAt)).limit(1);
    // A millisecond apart, so the versions list them in the order they happened.
    if (before && !isDeepStrictEqual(before.document, latest?.document)) await tx.insert(siteVersions).values({ siteId, document: before.document, createdAt: new Date(at.getTime() - 1) });
    // A page its owner kept from search engines stays so; an import never makes a page findable.
    const [site] = await tx.update(sites).set({ document, ...(document.metaNoindex ? { metaNoindex: true } : {}) }).where(eq(sites.id, siteId)).returning();
    await tx.insert(siteVersions).values({ siteId, document, createdAt: at });
    await alongside(tx);
    return site!;
  });
}
