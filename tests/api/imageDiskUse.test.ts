import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { storeImages } from "../../src/server/features/legacyImport/images";
import { agent, createTestApp, registerOwner, uniqueOwnerMail, type TestApp } from "../support/app";
import { photo } from "../support/photo";

let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  picture = await photo(1300, 860, "jpeg");
});
afterAll(() => t?.close());

/** The files in Storage and their bytes, to measure what a request wrote. */
async function disk(): Promise<{ files: number; bytes: number }> {
  const entries = await fs.readdir(path.join(t.deps.config.dataDir, "uploads"), { recursive: true, withFileTypes: true }).catch(() => []);
  // A file still being written (`.part`) is not stored yet.
  const stored = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".part"));
  const sizes = await Promise.all(stored.map(async (entry) => (await fs.stat(path.join(entry.parentPath, entry.name))).size));
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

const growth = (before: { files: number; bytes: number }, after: { files: number; bytes: number }) => ({ files: after.files - before.files, bytes: after.bytes - before.bytes });

/** A legacy document whose image list has `entries` entries, every one naming the same file. */
function manyEntries(entries: number): string {
  const images = Array.from({ length: entries }, (_, index) => ({ id: `img-${index}`, fileName: "bild.jpg", path: "/images/legacy/", cdn: true, sizes: [] }));
  return JSON.stringify({ usesSiteModules: false, modules: [{ id: "text", module: "Text", properties: [{ key: "title", value: "Välkomna" }] }], images });
}

function importForm(json: string) {
  const form = new FormData();
  form.append("document", new Blob([json], { type: "application/json" }), "site.json");
  form.append("image", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "bild.jpg");
  return form;
}

describe("a legacy import's images on disk", { timeout: 60_000 }, () => {
  it("stores a file named by 100 entries once: one original and its sizes", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const before = await disk();
    const response = await client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: importForm(manyEntries(100)) });
    expect(response.statusCode, response.body).toBe(200);
    // 1300 px wide: the JPEG original and WebP copies 1200, 800 and 600 px wide.
    const written = growth(before, await disk());
    expect(written, JSON.stringify(written)).toMatchObject({ files: 4 });
    expect(written.bytes).toBeLessThan(picture.length * 3);
    const images = response.json().images as SiteImage[];
    expect(images).toHaveLength(100);
    expect(new Set(images.map((image) => image.fileName)).size).toBe(1);
    for (const fileName of [images[0]!.fileName, ...images[0]!.sizes.map((size) => size.fileName)]) expect((await client.get(`/images/${siteId}/${fileName}`)).statusCode).toBe(200);
  });

  it("imported again writes no file: the same bytes are the same image", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const first = await client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: importForm(manyEntries(10)) });
    expect(first.statusCode, first.body).toBe(200);
    const before = await disk();
    const again = await client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: importForm(manyEntries(10)) });
    expect(again.statusCode, again.body).toBe(200);
    expect(growth(before, await disk())).toEqual({ files: 0, bytes: 0 });
    expect(again.json().images[0].fileName).toBe(first.json().images[0].fileName);
    // Both imports are versions the owner may restore; the files they name are there.
    expect((await client.get(`/api/sites/${siteId}/versions`)).json().versions).toHaveLength(3);
    expect((await client.get(`/images/${siteId}/${first.json().images[0].fileName}`)).statusCode).toBe(200);
  });

  it("refused, removes the files it wrote but those of an image the page names", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const first = await client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: importForm(manyEntries(1)) });
    expect(first.statusCode, first.body).toBe(200);
    const image = first.json().images[0] as SiteImage;
    // A store cut short: one size is missing, so the next import of the same bytes writes the image again.
    await fs.rm(path.join(t.deps.config.dataDir, "uploads", siteId, image.sizes[0]!.fileName));
    const document = JSON.parse(manyEntries(1));
    document.images.push({ id: "img-broken", fileName: "trasig.jpg", path: "/images/legacy/", cdn: true, sizes: [] });
    const form = importForm(JSON.stringify(document));
    form.append("image", new Blob([new Uint8Array(Buffer.from("no image"))], { type: "image/jpeg" }), "trasig.jpg");
    const refused = await client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: form });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe("images.1.fileName: trasig.jpg: The file is not an image");
    for (const fileName of [image.fileName, ...image.sizes.map((size) => size.fileName)]) expect((await client.get(`/images/${siteId}/${fileName}`)).statusCode, fileName).toBe(200);
  });

  it("past the bytes a request may write, is refused with one report line and leaves no file", async () => {
    const { siteId } = await registerOwner(t.app);
    const document = JSON.parse(manyEntries(1));
    document.images.push({ id: "img-other", fileName: "annan.jpg", path: "/images/legacy/", cdn: true, sizes: [] });
    const other = await photo(1000, 700, "jpeg");
    const files = new Map([
      ["bild.jpg", async () => picture],
      ["annan.jpg", async () => other],
    ]);
    const before = await disk();
    // A bound of 1 MB: the first picture's files fit, the second's do not.
    const result = await storeImages(t.deps, siteId, document, files, t.deps.config.imageUpload, 1024 * 1024);
    expect(result).toEqual({ problems: [{ path: "images", message: "the images would take more than 1 MB to store; import fewer or smaller images", kind: "imagesTooMuch", value: "1" }] });
    expect(await disk()).toEqual(before);
  });

  it("stores the same bytes as another site's image of its own", async () => {
    const one = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const [a, b] = await Promise.all([one, other].map(({ client, siteId }) => client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload: importForm(manyEntries(1)) })));
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(a!.json().images[0].path).toBe(`/images/${one.siteId}/`);
    expect(a!.json().images[0].fileName).not.toBe(b!.json().images[0].fileName);
  });
});

describe("registrations naming quick start's photos", () => {
  it("copy each photo into one site: six registrations naming the same five photos store them once", async () => {
    const uploads: SiteImage[] = [];
    for (let index = 0; index < 5; index++) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await photo(900 + index, 600, "jpeg"))], { type: "image/jpeg" }), `foto-${index}.jpg`);
      const response = await t.app.inject({ method: "POST", url: "/api/sites/quick-start/upload-image", payload: form });
      expect(response.statusCode, response.body).toBe(200);
      uploads.push(response.json());
    }
    const { site } = (await t.app.inject({ method: "GET", url: "/api/sites/quick-start/" })).json();
    const document = { ...site, siteModules: [{ id: "gallery", siteModuleType: "ImageGallery", gallery: uploads }] };
    const register = () => agent(t.app).post("/api/accounts/register/", { mail: uniqueOwnerMail(), password: "secret-password", acceptTerms: true, site: { document } });

    const before = await disk();
    const first = await register();
    expect(first.statusCode, first.body).toBe(201);
    const once = growth(before, await disk());
    // Five originals and their 800 and 600 px copies.
    expect(once.files).toBe(15);
    const later = [];
    for (let index = 1; index < 6; index++) later.push(await register());
    expect(growth(before, await disk())).toEqual(once);
    for (const response of later) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields: uploads.map((_, index) => `site.document.siteModules.0.gallery.${index}`) });
      expect(response.json().message).toContain("another site");
      expect(response.json().errorDescription.sv).toBe("En bild är redan sparad på en annan sida. Ladda upp bilden igen och spara sedan.");
    }
  });
});
