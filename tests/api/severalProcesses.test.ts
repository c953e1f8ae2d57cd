import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDocument, type SiteDocumentInput } from "../../src/modules/siteDocument";
import { accounts, giftReservations, sites } from "../../src/server/db/schema";
import { freePort } from "../../src/server/db/embedded";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { getWithHost } from "../support/getWithHost";
import { spawnServer } from "../support/spawnServer";

/**
 * Two real app processes on one database, as behind a load balancer: they start together on
 * an empty database, and a guest or owner whose requests alternate between them sees one product.
 */
let database: TestDatabase;
const servers: ReturnType<typeof spawnServer>[] = [];
const ports: number[] = [];
const RATE_LIMIT_PER_IP = 5;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  for (let i = 0; i < 2; i++) ports.push(await freePort());
  // Started at the same moment on a database with no tables: both migrate and seed the demo.
  for (const port of ports) {
    servers.push(
      spawnServer({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        SEED_DEMO: "true",
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT_PER_IP: String(RATE_LIMIT_PER_IP),
      }),
    );
  }
  await Promise.all(servers.map((server) => server.ready));
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
  await database?.close();
});

let nextIp = 0;
/** An API request to process `index` from a client address of its own (as the proxy reports it), unless one is given. */
function call(index: number, path: string, init: RequestInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.ip ?? `10.0.${Math.floor(++nextIp / 250)}.${nextIp % 250}`);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  return fetch(`http://127.0.0.1:${ports[index]}${path}`, { ...init, headers });
}

const document = (welcome: string): SiteDocumentInput => ({
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: `<p>${welcome}</p>` } },
    { id: "gifts", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 3 }] },
  ],
});

/** An owner registered through process 0, with a published site on its own host. */
async function publishedSite() {
  const mail = `owner-${Date.now()}@example.com`;
  const registered = await call(0, "/api/accounts/register/", { method: "POST", body: JSON.stringify({ mail, password: "secret-password", acceptTerms: true }) });
  expect(registered.status).toBe(201);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const siteId = ((await registered.json()) as { site: { _id: string } }).site._id;
  const host = `two-${Date.now()}.localhost`;
  await database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: siteDocument.parse(document("Vi ses på festen.")) }).where(eq(sites.id, siteId));
  return { siteId, host, cookie };
}

describe("several app processes on one database", () => {
  it("come up together on an empty database: migrations and the demo seed run once", async () => {
    const demoOwners = await database.db.select().from(accounts).where(sql`${accounts.mail} like 'demo@%'`);
    expect(demoOwners).toHaveLength(1);
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it("reserve a gift of quantity 3 exactly 3 times out of 500 parallel attempts spread over both", async () => {
    const { siteId } = await publishedSite();
    const attempts = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        call(index % 2, `/api/gift-registry/${siteId}/gifts/vase/v2`, { method: "PUT", body: JSON.stringify({ quantity: 1, password: `guest-${index}` }) }).then((response) => response.status),
      ),
    );
    const reserved = await database.db.select().from(giftReservations).where(eq(giftReservations.siteId, siteId));
    expect(reserved.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
    expect(attempts.filter((status) => status === 200)).toHaveLength(3);
    // The rest were told the gift is taken or the server is busy; none failed.
    expect(attempts.filter((status) => status >= 500)).toEqual([]);
  }, 60_000);

  it("serve on one process a save made on the other, at once", async () => {
    const { siteId, host, cookie } = await publishedSite();
    const guestPage = async () => (await getWithHost(`http://127.0.0.1:${ports[1]}/`, host)).toString();
    expect(await guestPage()).toContain("Vi ses på festen.");
    const saved = await call(0, `/api/sites/${siteId}`, { method: "PUT", headers: { cookie }, body: JSON.stringify(siteDocument.parse(document("Nu med karta till festen."))) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const page = await guestPage();
    expect(page).toContain("Nu med karta till festen.");
    expect(page).not.toContain("Vi ses på festen.");
  });

  it("count a rate limit across both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_PER_IP * 2; i++) {
      const response = await call(i % 2, "/api/sites/password-login/", { method: "POST", ip: "192.0.2.7", body: JSON.stringify({ host: "nowhere.localhost", password: "x" }) });
      statuses.push(response.status);
    }
    // Each process alone would allow the limit; together they allow it once.
    expect(statuses).toEqual([...Array(RATE_LIMIT_PER_IP).fill(404), ...Array(RATE_LIMIT_PER_IP).fill(429)]);
  });
});
