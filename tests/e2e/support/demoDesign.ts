import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { SiteDocument } from "../../../src/modules/siteDocument";
import { sites } from "../../../src/server/db/schema";
import { getWithHost } from "../../support/getWithHost";
import type { E2eServer } from "./server";

/**
 * Writes the demo's design straight to the database and waits until its page shows it:
 * `marker` is text the new page holds and the old one did not (the theme class by default;
 * two templates of one theme differ in their fonts).
 */
export async function setDemoDesign(server: E2eServer, design: (document: SiteDocument) => SiteDocument, marker?: string) {
  const { db } = server.database;
  const siteId = server.demo!.siteId;
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const document = design(row!.document as SiteDocument);
  await db.update(sites).set({ document: sql`${JSON.stringify(document)}::jsonb` }).where(eq(sites.id, siteId));
  // The server hears of the change from PostgreSQL within moments.
  const url = server.siteUrl("demo.localhost").replace("demo.localhost", "127.0.0.1");
  const host = new URL(server.siteUrl("demo.localhost")).host;
  await expect.poll(async () => (await getWithHost(url, host)).toString(), { timeout: 3000, interval: 20 }).toContain(marker ?? `site--${document.theme}`);
}
