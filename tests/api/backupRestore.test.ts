import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { applyMigrations, connect } from "../../src/server/db/client";
import { agent, createTestApp, type TestApp } from "../support/app";
import type { TestDatabase } from "../support/database";
import { startDebianPostgres, type DebianPostgres } from "../support/debianPostgres";
import { getWithHost } from "../support/getWithHost";
import { imageForm, photo } from "../support/photo";
import { publishedSite } from "../support/site";

// The backup and restore of docs/running-in-production.md, tried once. It always runs on a
// Debian PostgreSQL server of its own, whose pg_dump and pg_restore match it; the server is
// started inside the test so that a machine without one fails it rather than skipping it.
let debian: DebianPostgres | undefined;
let scratchFolder: string | undefined;
const apps: TestApp[] = [];
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await debian?.stop();
  if (scratchFolder) await fs.rm(scratchFolder, { recursive: true, force: true });
});

const NAME = "eventsite";

/** Runs one statement on the server's maintenance database. */
async function admin(server: DebianPostgres, sql: string) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The app's database on the Debian server, as main.ts opens it (migrations applied, a no-op once they are). */
async function openDatabase(server: DebianPostgres): Promise<TestDatabase> {
  const url = server.urlOf(NAME);
  const database = { ...connect(url, 5), url };
  databases.push(database);
  await applyMigrations(database);
  return database;
}

async function startApp(database: TestDatabase, dataDir: string) {
  const app = await createTestApp({ database, env: { DATA_DIR: dataDir }, starterFiles: false });
  apps.push(app);
  return app;
}

const rsvp = { id: "rsvp1", siteModuleType: "Rsvp" as const, title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText" as const, label: { sv: "Namn" }, required: true }] } };
const page = (image?: SiteImage): SiteDocumentInput => ({
  language: "sv",
  siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" }, ...(image ? { image } : {}) }, rsvp],
});

describe("backing up and restoring a deployment", () => {
  it("brings back the site, its guests' answers and its uploaded image from a pg_dump and a copy of the uploads", async () => {
    const server = (debian = await startDebianPostgres());
    const folder = (scratchFolder = await fs.mkdtemp(path.join(os.tmpdir(), "backup-restore-")));
    const dataDir = path.join(folder, "data");
    const uploads = path.join(dataDir, "uploads");
    await admin(server, `CREATE DATABASE ${NAME}`);
    const first = await startApp(await openDatabase(server), dataDir);

    // An owner's published site with an uploaded header photo, and a guest's answer.
    const owner = await publishedSite(first, page());
    const uploaded = await owner.client.request({ method: "POST", url: `/api/sites/${owner.siteId}/upload-image`, payload: imageForm(await photo(900, 600, "jpeg"), "vi.jpg") });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json() as SiteImage;
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, page(image))).statusCode).toBe(200);
    const imageUrl = `${image.path}${image.fileName}`;
    const imageBytes = (await first.app.inject({ url: imageUrl, headers: { host: owner.host } })).rawPayload;
    const postKey = (await first.app.inject({ url: "/api/rsvps/post-key" })).json().key as string;
    first.advanceTime(3_500);
    const answer = { guests: [{ formElements: [{ formElement: { id: "name" }, value: "Gästen Greta" }] }], language: "sv", postKey, formId: "rsvp1", formTitle: "OSA" };
    expect((await first.app.inject({ method: "POST", url: `/api/rsvps/${owner.siteId}/v4/`, payload: answer })).json()).toEqual({ invertedSuccess: false });

    // The backup: a dump of the database in pg_dump's custom format, and a copy of the uploads.
    const dump = path.join(folder, "eventsite.dump");
    await server.tool("pg_dump", ["--format=custom", `--file=${dump}`, `--dbname=${server.urlOf(NAME)}`]);
    await fs.cp(uploads, path.join(folder, "uploads-backup"), { recursive: true });

    // Everything lost: the app stops, its database is dropped and its uploads are deleted.
    await first.close();
    await databases.pop()!.close();
    await admin(server, `DROP DATABASE ${NAME} WITH (FORCE)`);
    await fs.rm(uploads, { recursive: true });

    // The restore: an empty database filled from the dump, the uploads copied back, the app started on both.
    await admin(server, `CREATE DATABASE ${NAME}`);
    await server.tool("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${server.urlOf(NAME)}`, dump]);
    await fs.cp(path.join(folder, "uploads-backup"), uploads, { recursive: true });
    const restored = await startApp(await openDatabase(server), dataDir);
    const base = await restored.app.listen({ port: 0, host: "127.0.0.1" });

    const guestPage = (await getWithHost(`${base}/`, owner.host)).toString();
    expect(guestPage).toContain("Anna &amp; Erik");
    expect(guestPage).toContain(imageUrl);
    expect(Buffer.compare(await getWithHost(`${base}${imageUrl}`, owner.host), imageBytes)).toBe(0);

    // The owner's session came back too: the browser's cookie from before the loss still works.
    const ownerAgain = agent(restored.app);
    for (const [name, value] of owner.client.cookies) ownerAgain.cookies.set(name, value);
    const listed = await ownerAgain.get(`/api/rsvps/${owner.siteId}/v4`);
    expect(listed.statusCode, listed.body).toBe(200);
    const answers = listed.json().data as { formElements: { value: string }[] }[];
    expect(answers.map((entry) => entry.formElements.map((element) => element.value))).toEqual([["Gästen Greta"]]);
  }, 60_000);
});
