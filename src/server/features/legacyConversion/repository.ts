import { isDeepStrictEqual } from "node:util";
import { desc, eq, sql } from "drizzle-orm";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { Db } from "../../db/client";
import { sites, siteVersions } from "../../db/schema";
import type { SiteRow } from "../../core";

export interface StoredConversion {
  site: SiteRow;
  /** The version that holds the legacy document: restoring it undoes the conversion. */
  legacyVersion: { id: string; createdAt: Date };
}

/**
 * Makes the converted document the site's current one, in one transaction: the legacy document
 * as it was stored is kept as a version first (unless it already is the latest one), a
 * millisecond earlier, then the converted one is stored as a version too, as a save is. Null
 * when the site's document is no longer the one converted (a save or a conversion came first).
 */
export async function storeConversion(db: Db, siteId: string, legacy: unknown, converted: SiteDocument): Promise<StoredConversion | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId)).for("update");
    if (!before || !isDeepStrictEqual(before.document, legacy)) return null;
    const [latest] = await tx
      .select({ id: siteVersions.id, createdAt: siteVersions.createdAt, document: siteVersions.document })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.createdAt))
      .limit(1);
    const legacyVersion = latest && isDeepStrictEqual(latest.document, before.document)
      ? latest
      : (await tx.insert(siteVersions).values({ siteId, document: before.document, createdAt: sql`now() - interval '1 millisecond'` }).returning({ id: siteVersions.id, createdAt: siteVersions.createdAt }))[0]!;
    const [site] = await tx.update(sites).set({ document: converted }).where(eq(sites.id, siteId)).returning();
    await tx.insert(siteVersions).values({ siteId, document: converted });
    return { site: site!, legacyVersion: { id: legacyVersion.id, createdAt: legacyVersion.createdAt } };
  });
}
