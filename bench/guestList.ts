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

/**
 * A full guest list (issue 15): 300 households with 800 guests invited to two events, most of
 * them answered, some answers changed, every seventh guest with a dietary note, stored straight
 * in the database as the guest side leaves it. Figures: the owner's overview call
 * (GET …/guest-list/overview), p50 and p99 of 100 sequential calls after 5 to warm up.
 */
export async function benchGuestList(server: { editUrl: string; database: { db: Db } }) {
  const registered = await fetch(`${server.editUrl}/api/accounts/register/`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.editUrl },
    body: JSON.stringify({ mail: `bench-guests-${Date.now()}@example.com`, password: "bench-lösenord", acceptTerms: true }),
  });
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
  const siteId = ((await registered.json()) as { site: { _id: string } }).site._id;
  const cookie = registered.headers.getSetCookie().map((each) => each.split(";")[0]).join("; ");
  await seedGuestList(server.database.db, siteId);

  const url = `${server.editUrl}/api/sites/${siteId}/guest-list/overview`;
  for (let round = 0; round < WARM_UP; round++) await timedGet(url, cookie);
  const calls: { ms: number; bytes: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) calls.push(await timedGet(url, cookie));
  const times = calls.map((call) => call.ms);
  return {
    "households / guests": `${HOUSEHOLDS} / ${GUESTS}`,
    [`GET overview, ${ROUNDS} calls, p50 / p99 ms`]: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)}`,
    "GET overview size, KB (gzip)": (calls[0]!.bytes / 1024).toFixed(1),
    // The import's time for the same list (POST …/guest-list/import) is added here with the import route.
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
