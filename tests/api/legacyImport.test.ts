import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, giftReservations, sites, siteVersions } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, uniqueOwnerMail, type Agent, type TestApp } from "../support/app";
import { photo } from "../support/photo";
import { APP_IMPORTS } from "../support/spawnServer";

const CORPUS = path.resolve(import.meta.dirname, "../fixtures/legacy-import");
const ROOT = path.resolve(import.meta.dirname, "../..");

let t: TestApp;
let small: TestApp;
/** The image files the corpus's documents name. */
let images: Record<string, Buffer>;
beforeAll(async () => {
  [t, small] = await Promise.all([createTestApp(), createTestApp({ env: { IMAGE_UPLOAD_MAX_BYTES: "20000", IMAGE_UPLOADS_PER_MINUTE: "2" } })]);
  const [header, original, gift] = await Promise.all([photo(700, 480, "jpeg"), photo(900, 600, "jpeg"), photo(640, 640, "jpeg")]);
  images = { "header.jpg": header, "header-original.jpg": original, "kaffebryggare.jpg": gift };
});
afterAll(() => Promise.all([t?.close(), small?.close()]));

const corpus = (name: string) => fs.readFile(path.join(CORPUS, name));

/** The owner's upload: the document as the `document` file, then each image file under its name. */
function importForm(json: Buffer | string, files: Record<string, Buffer> = images) {
  const form = new FormData();
  form.append("document", new Blob([typeof json === "string" ? json : new Uint8Array(json)], { type: "application/json" }), "site.json");
  for (const [name, content] of Object.entries(files)) form.append("image", new Blob([new Uint8Array(content)], { type: "image/jpeg" }), name);
  return form;
}

const upload = (client: Agent, siteId: string, payload: FormData) => client.request({ method: "POST", url: `/api/sites/${siteId}/legacy-import`, payload });

/** What a site holds: its document, versions, reservations and stored files, to compare before and after. */
async function state(app: TestApp, siteId: string) {
  const [site] = await app.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const versions = await app.database.db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.siteId, siteId));
  const reservations = await app.database.db.select({ itemId: giftReservations.itemId, quantity: giftReservations.quantity }).from(giftReservations).where(eq(giftReservations.siteId, siteId));
  const files = await fs.readdir(path.join(app.deps.config.dataDir, "uploads", siteId)).catch(() => []);
  return { document: site!.document, versions: versions.length, reservations, files: files.sort() };
}

type Expected = { status: 200; warnings: string[] } | { status: 422; report: string[] };

/** Every document of the corpus and what the upload answers for it. */
const EXPECTED: Record<string, Expected> = {
  "wedding-full.json": { status: 200, warnings: [] },
  "minimal.json": { status: 200, warnings: [] },
  "properties-as-map.json": { status: 200, warnings: [] },
  "mail-receivers-as-string.json": { status: 200, warnings: [] },
  "crop-original-missing.json": { status: 200, warnings: ["images.0.imageBeforeEdit: the file uncropped.jpg was not given; the image is imported without its uncropped original"] },
  "unknown-module-type.json": {
    status: 422,
    report: ['modules.2.module: unknown module type "Slideshow"; a legacy module is one of header, Text, ImageAndText, TextAndImageList, PeopleList, location, Video, countDown, GiftRegistry, RSVP3, Speech2'],
  },
  "properties-not-a-list.json": { status: 422, report: ["modules.1.properties: properties are a list of {key, value} pairs (or a map)"] },
  "property-given-twice.json": { status: 422, report: ["modules.1.properties.2.key: property title is given twice"] },
  "max-persons-9.json": { status: 422, report: ["modules.9.properties.maxNumberOfPersons: Too big: expected number to be <=5"] },
  "image-reference-missing.json": { status: 422, report: ["modules.4.properties.image: image img-gone is not in the site's image list"] },
  "image-file-missing.json": { status: 422, report: ["images.2.fileName: the file saknas.jpg was not given"] },
  "duplicate-slug.json": { status: 422, report: ["modules.6.slug: slug hotell is also module 5's"] },
  "bad-mail-receiver.json": { status: 422, report: ["mailReceivers.rsvp.1: Invalid email address"] },
  "reservation-over-quantity.json": { status: 422, report: ["giftRegistryReservations.3.quantityReserved: 2 reserved of gift giftRegistryItem2, which has 1"] },
  "not-json.json": { status: 422, report: ["document: the file is not JSON (line 4, column 30)"] },
  "newer-shape.json": { status: 422, report: ["usesSiteModules: this document has the newer shape (siteModules); the import takes the legacy shape (usesSiteModules: false, modules)"] },
};

describe("the corpus of legacy documents", () => {
  it("has an expected answer for every document in it", async () => {
    expect((await fs.readdir(CORPUS)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))("%s", async (name, expected) => {
    const { client, siteId } = await registerOwner(t.app);
    const before = await state(t, siteId);
    const response = await upload(client, siteId, importForm(await corpus(name)));
    expect(response.statusCode, response.body).toBe(expected.status);
    if (expected.status === 200) {
      expect(response.json()).toMatchObject({ _id: siteId, usesSiteModules: false, warnings: expected.warnings });
      return;
    }
    expect(response.json()).toMatchObject({ isErrorResponse: true, message: expected.report.join("; "), fields: expected.report.map((line) => line.split(": ")[0]) });
    expect(await state(t, siteId)).toEqual(before);
  });
});

describe("what the owner reads of a refused import (decision 086)", () => {
  const refusal = async (json: Buffer | string, files?: Record<string, Buffer>) => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await upload(client, siteId, importForm(json, files));
    expect(response.statusCode, response.body).toBe(422);
    return response.json().importProblems;
  };

  it("names each problem's kind, with the file it is about, beside the report's developer lines", async () => {
    expect(await refusal(await corpus("not-json.json"))).toEqual([{ field: "document", kind: "notJson" }]);
    expect(await refusal(await corpus("newer-shape.json"))).toEqual([{ field: "usesSiteModules", kind: "newerShape" }]);
    expect(await refusal("[1, 2]")).toEqual([{ field: "document", kind: "notADocument" }]);
    expect(await refusal(await corpus("image-file-missing.json"))).toEqual([{ field: "images.2.fileName", kind: "fileMissing", value: "saknas.jpg" }]);
    expect(await refusal(await corpus("max-persons-9.json"))).toEqual([{ field: "modules.9.properties.maxNumberOfPersons", kind: "content" }]);
  });

  it("names an image given twice, and an unreadable one", async () => {
    const form = importForm(await corpus("image-file-missing.json"), { ...images, "saknas.jpg": Buffer.from("ingen bild") });
    form.append("image", new Blob([new Uint8Array(images["header.jpg"]!)], { type: "image/jpeg" }), "header.jpg");
    const { client, siteId } = await registerOwner(t.app);
    const twice = await upload(client, siteId, form);
    expect(twice.json().importProblems).toEqual([{ field: "files", kind: "fileTwice", value: "header.jpg" }]);
    const unreadable = await upload(client, siteId, importForm(await corpus("image-file-missing.json"), { ...images, "saknas.jpg": Buffer.from("ingen bild") }));
    expect(unreadable.json().importProblems).toEqual([{ field: "images.2.fileName", kind: "imageUnreadable", value: "saknas.jpg" }]);
  });
});

describe("a good import", () => {
  it("stores the document with our copies of its images, its reservations, and keeps the earlier page as a version", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const starter = await state(t, siteId);
    const response = await upload(client, siteId, importForm(await corpus("wedding-full.json")));
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();

    const rsvp = site.modules.find((module: { module: string }) => module.module === "RSVP3");
    expect(rsvp.properties).toContainEqual({ key: "maxNumberOfPersons", value: 3 });
    expect(site.modules.find((module: { module: string }) => module.module === "Text").properties).toContainEqual({ key: "text", value: "<p>Vi gifter oss i Dalarna.</p>" });
    expect(site.mailReceivers).toEqual({ rsvp: ["anna@example.se", "erik@example.se"], speech: ["sara.berg@example.se"] });
    expect(site.giftRegistryReservations).toEqual([
      { giftRegistryId: "giftRegistryItem1", quantityReserved: 3 },
      { giftRegistryId: "giftRegistryItem2", quantityReserved: 1 },
    ]);

    const [header, gift] = site.images;
    expect(header).toMatchObject({ id: "img-header", path: `/images/${siteId}/`, cdn: false, originalName: "IMG_2041.JPG", width: 700, height: 480, imageBeforeEdit: { path: `/images/${siteId}/` } });
    expect(gift).toMatchObject({ id: "img-gift", path: `/images/${siteId}/`, cdn: false, originalName: "kaffebryggare.jpg", width: 640, height: 640 });
    for (const image of [header, gift, header.imageBeforeEdit]) {
      for (const fileName of [image.fileName, ...image.sizes.map((size: { fileName: string }) => size.fileName)]) {
        expect((await client.get(`${image.path}${fileName}`)).statusCode, fileName).toBe(200);
      }
    }

    const versions = (await client.get(`/api/sites/${siteId}/versions`)).json().versions as { _id: string }[];
    expect(versions).toHaveLength(2);
    const earlier = (await client.get(`/api/sites/${siteId}/versions/${versions[1]!._id}`)).json();
    expect(earlier.document).toEqual(starter.document);
  });

  it("keeps a page its owner kept from search engines so", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await upload(client, siteId, importForm(await corpus("properties-as-map.json")));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ metaNoindex: true, language: "en" });
    const [site] = await t.database.db.select({ metaNoindex: sites.metaNoindex }).from(sites).where(eq(sites.id, siteId));
    expect(site!.metaNoindex).toBe(true);
  });

  it("imported again leaves the reservations once and our image files of the first import in place", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const document = await corpus("wedding-full.json");
    const first = await upload(client, siteId, importForm(document));
    expect(first.statusCode).toBe(200);
    const again = await upload(client, siteId, importForm(document));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().giftRegistryReservations).toEqual([
      { giftRegistryId: "giftRegistryItem1", quantityReserved: 3 },
      { giftRegistryId: "giftRegistryItem2", quantityReserved: 1 },
    ]);
    expect((await client.get(`/api/sites/${siteId}/versions`)).json().versions).toHaveLength(3);
    // The first import is a version the owner may restore: its images stay.
    for (const image of first.json().images) expect((await client.get(`${image.path}${image.fileName}`)).statusCode).toBe(200);
  });
});

describe("a refused import", () => {
  it("removes the images it had stored when a later one cannot be read, and changes nothing", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const before = await state(t, siteId);
    const response = await upload(client, siteId, importForm(await corpus("wedding-full.json"), { ...images, "kaffebryggare.jpg": Buffer.from("not an image at all") }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe("images.1.fileName: kaffebryggare.jpg: The file is not an image");
    expect(await state(t, siteId)).toEqual(before);
  });

  it.each([
    ["a NUL character", "Välkomna\\u0000", "modules.0.properties.0.value"],
    ["half of a surrogate pair", "Välkomna \\ud83d", "modules.0.properties.0.value"],
  ])("answers text with %s with a 422 naming the field, and changes nothing", async (_, title, field) => {
    const { client, siteId } = await registerOwner(t.app);
    const before = await state(t, siteId);
    const json = (await corpus("minimal.json")).toString().replace('"Välkomna"', `"${title}"`);
    const response = await upload(client, siteId, importForm(json, {}));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: [field] });
    expect(await state(t, siteId)).toEqual(before);
  });

  it("answers a module type nested 100,000 deep with a 422 naming the module, and changes nothing", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const before = await state(t, siteId);
    const json = (await corpus("minimal.json")).toString().replace('"Text"', `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    const response = await upload(client, siteId, importForm(json, {}));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["modules.0.module"] });
    expect(await state(t, siteId)).toEqual(before);
  });

  it("is refused for another account's site and without a login", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const before = await state(t, owner.siteId);
    expect((await upload(other.client, owner.siteId, importForm(await corpus("minimal.json")))).statusCode).toBe(403);
    expect((await upload(agent(t.app), owner.siteId, importForm(await corpus("minimal.json")))).statusCode).toBe(401);
    expect(await state(t, owner.siteId)).toEqual(before);
  });
});

describe("the upload's limits", () => {
  it("takes a document of at most 2 MB", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const large = JSON.stringify({ usesSiteModules: false, modules: [], padding: "x".repeat(2 * 1024 * 1024) });
    const response = await upload(client, siteId, importForm(large, {}));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("document: the file is larger than 2097152 bytes");
  });

  it("takes at most 100 image files", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const files = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`bild-${index}.jpg`, Buffer.from("x")]));
    const response = await upload(client, siteId, importForm(await corpus("minimal.json"), files));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: "files: at most 100 image files are taken", fields: ["files"], importProblems: [{ field: "files", kind: "tooManyFiles", value: "100" }] });
  });

  it("takes each file up to the upload size, and counts imports with the account's image uploads", async () => {
    const { client, siteId } = await registerOwner(small.app);
    const tooLarge = await upload(client, siteId, importForm(await corpus("crop-original-missing.json"), { "header.jpg": Buffer.alloc(30_000, 1) }));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({ message: "A file is larger than 20000 bytes", fields: ["files"] });
    expect((await upload(client, siteId, importForm(await corpus("minimal.json"), {}))).statusCode).toBe(200);
    expect((await upload(client, siteId, importForm(await corpus("minimal.json"), {}))).statusCode).toBe(429);
  });
});

// Each test runs the command as its own process, which takes a few seconds on a busy machine.
describe("npm run import-site", { timeout: 60_000 }, () => {
  const run = promisify(execFile);
  /** The command as npm runs it, on the test app's database and data folder. */
  async function importSite(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env = { ...process.env, DATABASE_URL: t.database.url, DATA_DIR: t.deps.config.dataDir, SEED_DEMO: "false", SMTP_URL: "smtp://127.0.0.1:9" };
    try {
      const { stdout, stderr } = await run(process.execPath, [...APP_IMPORTS.slice(0, 2), "src/server/importSite.ts", ...args], { cwd: ROOT, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("makes the account of an unknown mail with the imported site and mails its owner a welcome with a link to choose a password", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "legacyimport-cli-"));
    await fs.copyFile(path.join(CORPUS, "wedding-full.json"), path.join(folder, "site.json"));
    for (const [name, content] of Object.entries(images)) await fs.writeFile(path.join(folder, name), content);
    const mail = uniqueOwnerMail();
    await t.app.ready(); // its job worker delivers the mail the command queues

    const result = await importSite([path.join(folder, "site.json"), "--mail", mail]);
    expect(result.code, result.stderr).toBe(0);
    const [account] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, mail));
    const [site] = await t.database.db.select({ id: sites.id, document: sites.document }).from(sites).where(eq(sites.accountId, account!.id));
    expect(result.stdout.split("\n")[0]).toBe(`Imported ${path.join(folder, "site.json")} into site ${site!.id} of ${mail}: 11 modules, 2 images`);
    expect(result.stdout).toContain(`Created the account ${mail}`);
    expect(site!.document).toMatchObject({ usesSiteModules: false, images: [{ id: "img-header", path: `/images/${site!.id}/` }, { id: "img-gift" }] });
    for (const image of (site!.document as { images: { fileName: string; sizes: { fileName: string }[] }[] }).images) {
      for (const fileName of [image.fileName, ...image.sizes.map((size) => size.fileName)]) expect(await t.deps.storage.has(`${site!.id}/${fileName}`), fileName).toBe(true);
    }

    await t.mailDelivered();
    expect(t.smtp.sentTo(mail).map((sent) => sent.subject)).toEqual(["Din sida har flyttats till oss"]);
    await fs.rm(folder, { recursive: true, force: true });
  });

  it("prints the report, one problem a line, and stores nothing for a broken document", async () => {
    const { mail, siteId } = await registerOwner(t.app);
    const before = await state(t, siteId);
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), "legacyimport-empty-"));
    const result = await importSite([path.join(CORPUS, "image-file-missing.json"), "--mail", mail, "--images", empty]);
    await fs.rm(empty, { recursive: true });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([`${path.join(CORPUS, "image-file-missing.json")} was not imported; nothing was stored:`, "images.0.fileName: the file header.jpg was not given", "images.1.fileName: the file kaffebryggare.jpg was not given", "images.2.fileName: the file saknas.jpg was not given"]);
    expect(await state(t, siteId)).toEqual(before);
  });

  it("refuses a mail that is no e-mail address, making no account", async () => {
    const result = await importSite([path.join(CORPUS, "minimal.json"), "--mail", "anna.example.se"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("\nmail: Invalid email address\n");
    expect(await t.database.db.select().from(accounts).where(eq(accounts.mail, "anna.example.se"))).toEqual([]);
  });

  it("says how it is used when the mail is missing", async () => {
    const result = await importSite([path.join(CORPUS, "minimal.json")]);
    expect(result).toMatchObject({ code: 2, stderr: "usage: npm run import-site -- FILE.json --mail owner@example.se [--images DIR]\n" });
  });
});
