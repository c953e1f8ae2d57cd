import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { applyMigrations, connect, type Database } from "../../src/server/db/client";
import { ensureDatabase } from "../../src/server/db/embedded";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/server/db/migrations");
const BEFORE_PER_GUEST = "0006_publish_and_payments";

let database: Database;
let name: string;

/** A copy of the migrations that ends with `lastTag`: the database as it was before the later ones. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  name = `eventsite_test_migration_${randomBytes(6).toString("hex")}`;
  database = connect(await ensureDatabase(inject("pgServerUrl"), name), 2);
  const folder = await migrationsUpTo(BEFORE_PER_GUEST);
  await migrate(database.db, { migrationsFolder: folder });
  await fs.rm(folder, { recursive: true, force: true });
});

afterAll(async () => {
  await database.close();
  const admin = new pg.Client({ connectionString: inject("pgServerUrl") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const answer = (id: string, value: string) => ({ formElement: { id, formElementType: "ShortText", label: { sv: id } }, value, selectedOption: null });

it("migration 0007 turns every stored RSVP send into one row per guest, keeping the send's group, time and guests' order", async () => {
  const query = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const [account] = (await query(`INSERT INTO accounts (mail, password_hash) VALUES ('old@example.com', 'x') RETURNING id`)).rows;
  const [site] = (await query(`INSERT INTO sites (account_id) VALUES ($1) RETURNING id`, [account.id])).rows;
  const send = (group: string, createdAt: string, guests: string[]) =>
    query(`INSERT INTO rsvp_answers (site_id, form_id, form_title, language, group_identifier, guests, created_at) VALUES ($1, 'rsvp1', 'OSA', 'sv', $2, $3, $4)`, [
      site.id,
      group,
      JSON.stringify(guests.map((guestName) => ({ formElements: [answer("name", guestName)] }))),
      createdAt,
    ]);
  await send("family", "2026-05-01T10:00:00Z", ["Anna", "Erik", "Lilla Olle"]);
  await send("single", "2026-05-02T12:30:00Z", ["Lisa"]);

  await applyMigrations(database);

  const { rows } = await query(`SELECT group_identifier, guest_index, form_elements, created_at, form_id, form_title, language FROM rsvp_answers ORDER BY created_at, guest_index`);
  expect(rows.map((row) => [row.group_identifier, row.guest_index, row.form_elements[0].value, row.created_at.toISOString()])).toEqual([
    ["family", 0, "Anna", "2026-05-01T10:00:00.000Z"],
    ["family", 1, "Erik", "2026-05-01T10:00:00.000Z"],
    ["family", 2, "Lilla Olle", "2026-05-01T10:00:00.000Z"],
    ["single", 0, "Lisa", "2026-05-02T12:30:00.000Z"],
  ]);
  for (const row of rows) expect(row).toMatchObject({ form_id: "rsvp1", form_title: "OSA", language: "sv", form_elements: [answer("name", row.form_elements[0].value)] });
  const columns = await query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'rsvp_answers'`);
  expect(columns.rows.map((column) => column.column_name)).not.toContain("guests");
});
