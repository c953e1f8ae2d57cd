import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";

/** The image id a Storage key of a site's folder holds (`{siteId}/{id}.jpg`, `{siteId}/{id}-800.webp`). */
const idOf = (key: string) => /\/([0-9a-f-]{36})(?:-\d{3,4})?\.\w+$/.exec(key)?.[1];

/**
 * Which of these image ids something of the site still names: its page, any of its versions
 * (which the owner may restore) or any of its invitation cards.
 */
async function namedImageIds(db: Db, siteId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ image_id: string }>(sql`
    SELECT image_id FROM unnest(${`{${ids.join(",")}}`}::text[]) AS candidate(image_id)
    WHERE EXISTS (SELECT 1 FROM sites WHERE sites.id = ${siteId} AND strpos(sites.document::text, image_id) > 0)
       OR EXISTS (SELECT 1 FROM site_versions WHERE site_versions.site_id = ${siteId} AND strpos(site_versions.document::text, image_id) > 0)
       OR EXISTS (SELECT 1 FROM prints WHERE prints.site_id = ${siteId} AND strpos(prints.document::text, image_id) > 0)`);
  return new Set(result.rows.map((row) => row.image_id));
}

/**
 * Removes the files under these keys of the site's folder whose image nothing names: an image
 * stored by content may meanwhile be another request's too, and then it stays.
 */
export async function removeUnnamedImages(deps: { db: Db; storage: Storage }, siteId: string, keys: string[]): Promise<void> {
  const named = await namedImageIds(deps.db, siteId, [...new Set(keys.map(idOf).filter((id) => id !== undefined))]);
  await Promise.all(keys.filter((key) => !named.has(idOf(key) ?? "")).map((key) => deps.storage.delete(key)));
}
