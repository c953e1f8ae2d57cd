import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prints } from "../../src/server/db/schema";
import { DEV_GUEST_ASSETS } from "../../src/server/web/guestAssets";
import type { WebShell } from "../../src/server/web/shell";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import type { SiteImage } from "../../src/domain/site/common";
import { imageForm, photo } from "../support/photo";
import { cardBody, createCard } from "../support/print";

const SHELL = '<!doctype html><html lang="sv"><head><title>x</title><!--app-config--></head><body><div id="root"></div></body></html>';
const ownerShell = async (): Promise<WebShell> => ({ html: async () => SHELL, guestAssets: DEV_GUEST_ASSETS, viteDev: false, close: async () => {} });

let t: TestApp;
let cardId: string;
let key: string;
let otherKey: string;
let owner: Awaited<ReturnType<typeof registerOwner>>;
beforeAll(async () => {
  t = await createTestApp({ shell: ownerShell });
  let stranger: typeof owner;
  [owner, stranger] = await Promise.all([registerOwner(t.app), registerOwner(t.app)]);
  cardId = await createCard(owner.client, owner.siteId);
  const otherId = await createCard(stranger.client, stranger.siteId);
  const keyOf = async (id: string) => (await t.database.db.select().from(prints).where(eq(prints.id, id)))[0]!.serverAccessKey;
  [key, otherKey] = await Promise.all([keyOf(cardId), keyOf(otherId)]);
});
afterAll(() => t.close());

// The print renderer has no session: it opens the page by its link alone.
const open = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost:3000" } });

describe("the print page /print-pdf/{printId}/{serverAccessKey}", () => {
  it("is the app's page, uncached, for the card's own key", async () => {
    const page = await open(`/print-pdf/${cardId}/${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<div id="root">');
  });

  it("answers 404 for a wrong key, another card's key, an unknown or malformed card and a path with parts missing or added", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const urls = [
      `/print-pdf/${cardId}/${key.slice(0, -1)}x`,
      `/print-pdf/${cardId}/${otherKey}`,
      `/print-pdf/${unknown}/${key}`,
      `/print-pdf/not-a-card/${key}`,
      `/print-pdf/${cardId}`,
      `/print-pdf/${cardId}/${key}/more`,
    ];
    for (const url of urls) expect((await open(url)).statusCode, url).toBe(404);
  });

  it("sends no referrer from the page or its loads, since its address holds the card's key", async () => {
    for (const url of [`/print-pdf/${cardId}/${key}`, `/print-pdf/${cardId}/${otherKey}`]) {
      expect((await open(url)).headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  it("leaves the other pages of the app as they were", async () => {
    expect((await open("/logga-in")).statusCode).toBe(200);
  });
});

describe("the card's photos for the print renderer", () => {
  it("are read by the card's key, only the files the card shows, from an unpublished site", async () => {
    const upload = async (id: string) =>
      (await owner.client.request({ method: "POST", url: `/api/prints/${id}/image-upload`, payload: imageForm(await photo(400, 500, "jpeg")) })).json() as SiteImage;
    const body = cardBody("TEXT_ON_PHOTO");
    const id = await createCard(owner.client, owner.siteId, body);
    const [shown, notShown] = [await upload(id), await upload(id)];
    const content = [...body.content, { id: "primaryImage", page: 1, position: "primaryImage", contentType: "image", ...shown }];
    expect((await owner.client.put(`/api/prints/${id}`, { ...body, content })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(prints).where(eq(prints.id, id));
    const base = `/api/prints/${id}/serverAccess/${row!.serverAccessKey}/images`;

    // Without a session the site's own image address refuses an unpublished site's photo.
    expect((await open(`${shown.path}${shown.fileName}`)).statusCode).toBe(404);
    for (const fileName of [shown.fileName, ...shown.sizes.map((size) => size.fileName)]) {
      const file = await open(`${base}/${fileName}`);
      expect(file.statusCode, fileName).toBe(200);
      expect(file.headers["content-type"]).toMatch(/^image\//);
      expect(file.headers["cache-control"]).toBe("private, no-store");
    }
    expect((await open(`${base}/${notShown.fileName}`)).statusCode).toBe(404);
    expect((await open(`/api/prints/${id}/serverAccess/${key}/images/${shown.fileName}`)).statusCode).toBe(404);
  });
});
