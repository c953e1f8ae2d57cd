import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { legacySiteDocument, type LegacySiteDocumentInput } from "../../../src/modules/legacy/document";
import { sites } from "../../../src/server/db/schema";
import { registerThroughApi } from "./owner";
import type { E2eServer } from "./server";

let published = 0;

/** An owner logged in in the page's browser context, whose site is published on its own host with `document` in the legacy shape. */
export async function publishedLegacySite(page: Page, server: E2eServer, document: (siteId: string) => Promise<LegacySiteDocumentInput>) {
  const { siteId } = await registerThroughApi(page, server.url);
  const host = `legacy-${++published}-${Date.now()}.localhost`;
  await server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: legacySiteDocument.parse(await document(siteId)) }).where(eq(sites.id, siteId));
  return { siteId, host };
}
