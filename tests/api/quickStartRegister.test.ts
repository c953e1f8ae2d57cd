import { eq, sql } from "drizzle-orm";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUICK_START_IMAGE_TTL_MS } from "../../src/domain/quickStart";
import type { SiteImage } from "../../src/domain/site/common";
import { quickStartImages, siteVersions } from "../../src/server/db/schema";
import { QUICK_START_CLEANUP_CRON, QUICK_START_CLEANUP_QUEUE, removeExpiredQuickStartImages } from "../../src/server/features/quickStart/cleanup";
import { agent, createTestApp, registerOwner, uniqueOwnerMail, type TestApp } from "../support/app";
import { createTestDatabase } from "../support/database";
import { photo } from "../support/photo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "/api/sites/quick-start";
const REGISTER = "/api/accounts/register/";
const files = (image: Pick<SiteImage, "fileName" | "sizes">) => [image.fileName, ...image.sizes.map((size) => size.fileName)];
const get = (url: string) => t.app.inject({ method: "GET", url });

async function quickStartUpload(): Promise<SiteImage> {
  const form = new FormData();
  form.append("file", new Blob([await photo(900, 600, "jpeg")], { type: "image/jpeg" }), "oss.jpg");
  const response = await t.app.inject({ method: "POST", url: `${BASE}/upload-image`, payload: form });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The starter page as quick start hands it out (the editor saves it as it is: fields outside the document are dropped), and one of its pictures. */
async function quickStartSite() {
  const { site } = (await get(`${BASE}/`)).json();
  return { document: site as { siteModules: unknown[] }, starter: site.siteModules.find((module: { image?: SiteImage }) => module.image).image as SiteImage };
}

/** Every file in Storage (a site's folder is named by its id). */
const storedFiles = async () => (await fs.readdir(path.join(t.deps.config.dataDir, "uploads"), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();

const withImages = (document: { siteModules: unknown[] }, header: SiteImage, gallery: SiteImage[]) => ({
  ...document,
  siteModules: [
    { id: "built-header", siteModuleType: "Header", title: { sv: "Anna & Erik" }, image: header },
    { id: "built-gallery", siteModuleType: "ImageGallery", gallery },
    { id: "built-text", siteModuleType: "Text", text: { sv: "<p>Välkomna!<script>alert(1)</script></p>" } },
  ],
});

describe("registering with the site built in quick start", () => {
  it("creates the site with its own copies of the starter and quick-start images, stored as a first version", async () => {
    const { document, starter } = await quickStartSite();
    const uploaded = await quickStartUpload();
    const cropped = (
      await t.app.inject({ method: "PUT", url: `${BASE}/crop-image/v2`, payload: { sourceImageUrl: `${starter.path}${starter.fileName}`, crop: { x: 0, y: 0, width: 1200, height: 800 } } })
    ).json() as SiteImage;
    const client = agent(t.app);
    const response = await client.post(REGISTER, { mail: uniqueOwnerMail(), password: "secret-password", acceptTerms: true, site: { document: withImages(document, cropped, [starter, uploaded]) } });
    expect(response.statusCode, response.body).toBe(201);
    const siteId = response.json().site._id as string;

    const loaded = await client.get(`/api/sites/${siteId}`);
    expect(loaded.statusCode).toBe(200);
    const [header, gallery, text] = loaded.json().siteModules;
    expect(header).toMatchObject({ id: "built-header", title: { sv: "Anna & Erik" } });
    expect(text.text.sv).toBe("<p>Välkomna!</p>");
    const images: SiteImage[] = [header.image, header.image.imageBeforeEdit, ...gallery.gallery];
    expect(images.map((image) => image.fileName)).toEqual([cropped.fileName, starter.fileName, starter.fileName, uploaded.fileName]);
    for (const image of images) {
      expect(image.path).toBe(`/images/${siteId}/`);
      expect(image.temporary ?? false).toBe(false);
      for (const fileName of files(image)) expect((await client.get(`${image.path}${fileName}`)).statusCode, fileName).toBe(200);
    }
    expect(await t.database.db.$count(siteVersions, eq(siteVersions.siteId, siteId))).toBe(1);
    const claimed = await t.database.db.select().from(quickStartImages).where(sql`${quickStartImages.fileId} IN (${uploaded.fileName.slice(0, 36)}, ${cropped.fileName.slice(0, 36)})`);
    expect(claimed.map((row) => row.claimedAt)).toEqual([expect.any(Date), expect.any(Date)]);

    // The site is the owner's own now: its next save keeps the claimed images.
    const resaved = await client.put(`/api/sites/${siteId}`, loaded.json());
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it("refuses a bad document with 422 naming the field, and creates nothing: no account, no session, no files", async () => {
    const { document, starter } = await quickStartSite();
    const before = await storedFiles();
    const mail = uniqueOwnerMail();
    const bad = withImages(document, starter, [starter]);
    (bad.siteModules[0] as { title: unknown }).title = { sv: "x".repeat(30_000) };
    const response = await agent(t.app).post(REGISTER, { mail, password: "secret-password", acceptTerms: true, site: { document: bad } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["site.document.siteModules.0.title.sv"] });
    expect(response.cookies).toHaveLength(0);
    expect((await agent(t.app).post("/api/accounts/login/", { mail, password: "secret-password" })).statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);

    const empty = await agent(t.app).post(REGISTER, { mail, password: "secret-password", acceptTerms: true, site: { document: { language: "sv" } } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual(["site.document.siteModules"]);
  });

  it("refuses another site's image, an outside address or a file never stored, naming the field, and creates nothing", async () => {
    const { document, starter } = await quickStartSite();
    const other = await registerOwner(t.app);
    const theirs = (await other.client.get(`/api/sites/${other.siteId}`)).json().siteModules.find((module: { image?: SiteImage }) => module.image).image as SiteImage;
    const before = await storedFiles();
    const cases: [SiteImage, string][] = [
      [theirs, "site.document.siteModules.0.image.path"],
      [{ ...starter, path: "https://tracker.example.com/" }, "site.document.siteModules.0.image.path"],
      [{ ...starter, path: "/images/quick-start/" }, "site.document.siteModules.0.image.fileName"],
      [{ ...starter, fileName: "../x.jpg" }, "site.document.siteModules.0.image.fileName"],
      [{ ...starter, imageBeforeEdit: { path: theirs.path, fileName: theirs.fileName, sizes: [] } }, "site.document.siteModules.0.image.imageBeforeEdit.path"],
    ];
    for (const [image, field] of cases) {
      const mail = uniqueOwnerMail();
      const response = await agent(t.app).post(REGISTER, { mail, password: "secret-password", acceptTerms: true, site: { document: withImages(document, image, []) } });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().fields, field).toContain(field);
      expect((await agent(t.app).post("/api/accounts/login/", { mail, password: "secret-password" })).statusCode).toBe(401);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a taken mail before copying a single file", async () => {
    const { document, starter } = await quickStartSite();
    const owner = await registerOwner(t.app);
    const before = await storedFiles();
    const response = await agent(t.app).post(REGISTER, { mail: owner.mail.toUpperCase(), password: "secret-password", acceptTerms: true, site: { document: withImages(document, starter, []) } });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual(["mail"]);
    expect(await storedFiles()).toEqual(before);
  });

  it("removes the copies of a registration that loses a race for the same mail", async () => {
    const { document, starter } = await quickStartSite();
    const before = await storedFiles();
    const mail = uniqueOwnerMail();
    const body = { mail, password: "secret-password", acceptTerms: true, site: { document: withImages(document, starter, []) } };
    const answers = await Promise.all([agent(t.app).post(REGISTER, body), agent(t.app).post(REGISTER, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const siteId = answers.find((answer) => answer.statusCode === 201)!.json().site._id as string;
    const added = (await storedFiles()).filter((file) => !before.includes(file));
    expect(added.length).toBe(files(starter).length);
    expect(added.every((file) => file.includes(siteId))).toBe(true);
  });
});

describe("cleaning up quick-start images", () => {
  it("removes the files and rows of images over a day old; a claimed one still serves from its site", async () => {
    const { document } = await quickStartSite();
    const [kept, dropped] = [await quickStartUpload(), await quickStartUpload()];
    const client = agent(t.app);
    const registered = await client.post(REGISTER, { mail: uniqueOwnerMail(), password: "secret-password", acceptTerms: true, site: { document: withImages(document, kept, []) } });
    const siteId = registered.json().site._id as string;

    expect(await removeExpiredQuickStartImages(t.deps)).toBe(0);
    t.advanceTime(QUICK_START_IMAGE_TTL_MS + 60_000);
    expect(await removeExpiredQuickStartImages(t.deps)).toBeGreaterThanOrEqual(2);

    for (const image of [kept, dropped]) {
      for (const fileName of files(image)) expect((await get(`/images/quick-start/${fileName}`)).statusCode, fileName).toBe(404);
    }
    expect(await t.database.db.$count(quickStartImages)).toBe(0);
    for (const fileName of files(kept)) expect((await client.get(`/images/${siteId}/${fileName}`)).statusCode, fileName).toBe(200);
    // A document still naming a removed image can no longer be saved with a new account.
    const late = await agent(t.app).post(REGISTER, { mail: uniqueOwnerMail(), password: "secret-password", acceptTerms: true, site: { document: withImages(document, dropped, []) } });
    expect(late.statusCode).toBe(422);
    expect(late.json().fields).toEqual(["site.document.siteModules.0.image.fileName"]);
  });

  it("runs hourly where workers run", async () => {
    const own = await createTestDatabase();
    const worker = await createTestApp({ database: own });
    await worker.app.ready();
    const { rows } = await own.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(rows).toContainEqual({ name: QUICK_START_CLEANUP_QUEUE, cron: QUICK_START_CLEANUP_CRON });
    await worker.close();
    await own.close();
  });
});
