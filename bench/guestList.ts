import http from "node:http";
import type { HouseholdReply } from "../src/domain/guestList/reply";
import type { Db } from "../src/server/db/client";
import { guestEvents, householdGuests, householdInvitations, householdReplies, households } from "../src/server/db/schema";
import { newLinkToken } from "../src/server/features/guestList/linkTokens";

const HOUSEHOLDS = 300;
const GUESTS = 800;
const WARM_UP = 5;
const ROUNDS = 100;
const DIETS = ["Vegetarisk", "Glutenfritt", "Nötallergi", "Laktosfritt", "Vegan"];

/** One GET with the owner's cookie: its time to the last byte and its size. */
function timedGet(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => (response.statusCode === 200 ? resolve({ ms: performance.now() - started, bytes }) : reject(new Error(`GET ${url}: ${response.statusCode}`))));
      })
      .on("error", reject);
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

const IMPORT_ROUNDS = 4;

/** The same size of list as a guest file: one row per guest, households by the Hushåll column, two event columns. */
function guestFile(): string {
  const lines = ["Hushåll;Namn;E-post;Barn;Vigsel;Middag"];
  for (let index = 0; index < HOUSEHOLDS; index++) {
    const size = index < GUESTS - 2 * HOUSEHOLDS ? 3 : 2;
    for (let position = 0; position < size; position++) lines.push(`Familjen ${index};Gäst ${index}-${position};${position === 0 ? `familj${index}@example.com` : ""};${position === 2 ? "ja" : ""};x;x`);
  }
  return lines.join("\r\n");
}

/** One import call (`?preview=true` stores nothing): its time, after checking what it read. */
async function timedImport(url: string, cookie: string, origin: string, file: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "gaster.csv");
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { cookie, origin }, body: form });
  const body = (await response.json()) as { guests?: number };
  const ms = performance.now() - started;
  if (!response.ok || body.guests !== GUESTS) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return ms;
}

/**
 * The import of a 300-household / 800-guest CSV through the owner's call: the preview, then the
 * real import (one transaction), then the list deleted for the next round; medians of 4 rounds
 * (the import's 10 calls a minute per account allow 8).
 */
async function importTimes(editUrl: string, siteId: string, cookie: string) {
  const base = `${editUrl}/api/sites/${siteId}/guest-list`;
  const file = guestFile();
  const previews: number[] = [];
  const imports: number[] = [];
  for (let round = 0; round < IMPORT_ROUNDS; round++) {
    previews.push(await timedImport(`${base}/import?preview=true`, cookie, editUrl, file));
    imports.push(await timedImport(`${base}/import`, cookie, editUrl, file));
    const deleted = await fetch(base, { method: "DELETE", headers: { cookie, origin: editUrl } });
    if (!deleted.ok) throw new Error(`DELETE ${base}: ${deleted.status}`);
  }
  return { preview: percentile(previews, 50), import: percentile(imports, 50) };
}

/** A new owner's site and session cookie. */
async function newOwner(editUrl: string) {
  const registered = await fetch(`${editUrl}/api/accounts/register/`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: editUrl },
    body: JSON.stringify({ mail: `bench-guests-${Date.now()}-${Math.random()}@example.com`, password: "bench-lösenord", acceptTerms: true }),
  });
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
  const siteId = ((await registered.json()) as { site: { _id: string } }).site._id;
  const cookie = registered.headers.getSetCookie().map((each) => each.split(";")[0]).join("; ");
  return { siteId, cookie };
}

/**
 * A full guest list (issue 15): 300 households with 800 guests invited to two events, most of
 * them answered, some answers changed, every seventh guest with a dietary note, stored straight
 * in the database as the guest side leaves it. Figures: the owner's overview call
 * (GET …/guest-list/overview), p50 and p99 of 100 sequential calls after 5 to warm up; and the
 * same size of list imported from a CSV file by another owner.
 */
export async function benchGuestList(server: { editUrl: string; database: { db: Db } }) {
  const { siteId, cookie } = await newOwner(server.editUrl);
  await seedGuestList(server.database.db, siteId);

  const url = `${server.editUrl}/api/sites/${siteId}/guest-list/overview`;
  for (let round = 0; round < WARM_UP; round++) await timedGet(url, cookie);
  const calls: { ms: number; bytes: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) calls.push(await timedGet(url, cookie));
  const times = calls.map((call) => call.ms);
  const importer = await newOwner(server.editUrl);
  const imported = await importTimes(server.editUrl, importer.siteId, importer.cookie);
  return {
    "households / guests": `${HOUSEHOLDS} / ${GUESTS}`,
    [`GET overview, ${ROUNDS} calls, p50 / p99 ms`]: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)}`,
    "GET overview size, KB (gzip)": (calls[0]!.bytes / 1024).toFixed(1),
    [`import of the list as CSV, median of ${IMPORT_ROUNDS}: preview / store, ms`]: `${imported.preview.toFixed(0)} / ${imported.import.toFixed(0)}`,
  };
}

async function seedGuestList(db: Db, siteId: string) {
  const events = await db
    .insert(guestEvents)
    .values([
      { siteId, name: { sv: "Vigsel" }, position: 0 },
      { siteId, name: { sv: "Middag" }, position: 1 },
    ])
    .returning({ id: guestEvents.id });
  const [ceremony, dinner] = events.map((event) => event.id) as [string, string];
  const rows = await db
    .insert(households)
    .values(Array.from({ length: HOUSEHOLDS }, (_, index) => ({ siteId, name: `Familjen ${index}`, language: "sv", linkToken: newLinkToken() })))
    .returning({ id: households.id });

  // 200 households of three and 100 of two: 800 guests.
  const guests = rows.flatMap(({ id }, index) => Array.from({ length: index < GUESTS - 2 * HOUSEHOLDS ? 3 : 2 }, (_, position) => ({ householdId: id, name: `Gäst ${index}-${position}`, child: position === 2, position })));
  const stored = await db.insert(householdGuests).values(guests).returning({ id: householdGuests.id, householdId: householdGuests.householdId });
  await db.insert(householdInvitations).values(rows.flatMap(({ id }, index) => (index % 5 === 0 ? [{ householdId: id, eventId: dinner }] : [{ householdId: id, eventId: ceremony }, { householdId: id, eventId: dinner }])));

  const byHousehold = new Map<string, { id: string }[]>();
  for (const guest of stored) byHousehold.set(guest.householdId, [...(byHousehold.get(guest.householdId) ?? []), guest]);
  const replies = rows.flatMap(({ id }, index) => {
    if (index % 10 >= 7) return [];
    const invited = index % 5 === 0 ? [dinner] : [ceremony, dinner];
    const reply = (coming: boolean): HouseholdReply => ({
      message: "",
      guests: byHousehold.get(id)!.map((guest, position) => ({ guestId: guest.id, attending: Object.fromEntries(invited.map((event) => [event, coming || position > 0])), dietary: (index + position) % 7 === 0 ? DIETS[index % DIETS.length]! : "" })),
    });
    const answered = new Date(Date.now() - (HOUSEHOLDS - index) * 3_600_000);
    return index % 10 === 0 ? [{ siteId, householdId: id, reply: reply(true), createdAt: answered }, { siteId, householdId: id, reply: reply(false), createdAt: new Date(answered.getTime() + 86_400_000) }] : [{ siteId, householdId: id, reply: reply(index % 4 !== 0), createdAt: answered }];
  });
  await db.insert(householdReplies).values(replies);
}
