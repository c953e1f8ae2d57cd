import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import type { SiteImage } from "../../../src/domain/site/common";
import type { CardLayout } from "../../../src/domain/print/layouts";
import { prints } from "../../../src/server/db/schema";
import { cardBody } from "../../support/print";
import { photo } from "../../support/photo";
import type { E2eServer } from "./server";

/** A card made through the API in the page's (logged-in) context, with a photo when its layout has one; its id. */
export async function cardThroughApi(page: Page, url: string, siteId: string, layout: CardLayout, extra: object = {}): Promise<string> {
  const body = { ...cardBody(layout), ...extra };
  const created = await page.request.post(`${url}/api/prints/`, { data: { ...body, site: siteId } });
  if (created.status() !== 200) throw new Error(`card not created: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  if (layout === "GENESIS") return id;
  const file = { name: "vi.jpg", mimeType: "image/jpeg", buffer: await photo(900, 1100, "jpeg") };
  const uploaded = await page.request.post(`${url}/api/prints/${id}/image-upload`, { multipart: { file } });
  if (uploaded.status() !== 200) throw new Error(`photo not uploaded: ${await uploaded.text()}`);
  const image = (await uploaded.json()) as SiteImage;
  const content = [...body.content, { id: "primaryImage", page: 1, position: "primaryImage", contentType: "image", ...image }];
  const saved = await page.request.put(`${url}/api/prints/${id}`, { data: { ...body, content } });
  if (saved.status() !== 200) throw new Error(`card not saved: ${await saved.text()}`);
  return id;
}

/** The card's print link, as the server builds it for the renderer. */
export async function printPageUrl(server: E2eServer, printId: string): Promise<string> {
  const [row] = await server.database.db.select().from(prints).where(eq(prints.id, printId));
  return `${server.url}/print-pdf/${printId}/${row!.serverAccessKey}`;
}
