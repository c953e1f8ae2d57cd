import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { RELEASED_HOLD_DAYS, RENAMES_PER_DAY } from "../../src/server/features/addresses/renames";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

// Its own app: the hold test moves the clock by months.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const api = (siteId: string, path = "") => `/api/sites/${siteId}/host${path}`;
let names = 0;
const unique = (prefix: string) => `${prefix}-${++names}-${Date.now().toString(36)}`;

async function activeOwner() {
  const owner = await registerOwner(t.app);
  await t.database.db.update(sites).set({ active: true, activeDate: new Date(), activeExpireDate: new Date(Date.now() + 2 * 365 * DAY) }).where(eq(sites.id, owner.siteId));
  return owner;
}
type Owner = Awaited<ReturnType<typeof activeOwner>>;
const rename = (owner: Owner, host: string) => owner.client.put(api(owner.siteId), { host });
const approve = (host: string) => t.app.inject({ method: "GET", url: `/api/tls/approve?domain=${host}`, remoteAddress: "127.0.0.1" });

describe("renaming a site's subdomain", () => {
  it(`allows ${RENAMES_PER_DAY} renames a day per site, and certificates only for the name it has now`, async () => {
    const owner = await activeOwner();
    const first = unique("forsta");
    expect((await rename(owner, first)).statusCode).toBe(200);
    const used = [first];
    for (let i = 0; i < RENAMES_PER_DAY; i++) {
      const next = unique("namn");
      expect((await rename(owner, next)).statusCode, `rename ${i + 1}`).toBe(200);
      used.push(next);
    }
    const refused = await rename(owner, unique("en-till"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Adressen har bytts för många gånger det senaste dygnet. Försök igen i morgon." } });
    const current = used.at(-1)!;
    expect((await owner.client.get(`/api/sites/${owner.siteId}/account/`)).json().site.host).toBe(`${current}.localhost`);

    // Only the name the site answers on now gets a certificate.
    expect((await approve(`${current}.localhost`)).statusCode).toBe(200);
    for (const old of used.slice(0, -1)) expect((await approve(`${old}.localhost`)).statusCode, old).toBe(404);

    // Another site is not held back by this one's renames.
    expect((await rename(await activeOwner(), unique("annan"))).statusCode).toBe(200);
  });

  it("refuses the service's own names", async () => {
    const owner = await activeOwner();
    for (const label of ["login", "konto", "betala", "admin", "mta-sts", "www", "mail", "autodiscover", "kassa", "support"]) {
      expect((await owner.client.get(api(owner.siteId, `/subdomain-available/${label}`))).json(), label).toEqual({ available: false });
      const response = await rename(owner, label);
      expect(response.statusCode, label).toBe(409);
      expect(response.json().errorDescription.sv).toBe("Adressen är reserverad för tjänsten. Välj en annan.");
    }
  });

  it(`holds a released label ${RELEASED_HOLD_DAYS} days for the account that gave it up`, async () => {
    const owner = await activeOwner();
    const printed = unique("pa-korten");
    expect((await rename(owner, printed)).statusCode).toBe(200);
    expect((await rename(owner, unique("nytt"))).statusCode).toBe(200);

    const other = await activeOwner();
    expect((await other.client.get(api(other.siteId, `/subdomain-available/${printed}`))).json()).toEqual({ available: false });
    const refused = await rename(other, printed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorDescription.sv).toBe("Adressen användes nyss av en annan sida och hålls åt den en tid. Välj en annan.");
    expect((await approve(`${printed}.localhost`)).statusCode).toBe(404);

    // The old owner takes it back.
    expect((await owner.client.get(api(owner.siteId, `/subdomain-available/${printed}`))).json()).toEqual({ available: true });
    expect((await rename(owner, printed)).statusCode).toBe(200);
    expect((await rename(owner, unique("igen"))).statusCode).toBe(200);

    // Sessions last 30 days: someone new asks after the clock has moved.
    t.advanceTime((RELEASED_HOLD_DAYS - 1) * DAY);
    expect((await rename(await activeOwner(), printed)).statusCode).toBe(409);
    t.advanceTime(2 * DAY);
    expect((await rename(await activeOwner(), printed)).statusCode).toBe(200);
  });
});
