import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { ADDRESS_LIMITS } from "../../src/server/features/addresses/routes";
import { REGISTRAR_SEARCHES } from "../../src/server/features/addresses/domainAvailability";
import type { DnsLookup } from "../../src/server/providers/domains/dnsLookup";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

let lookups = 0;
const countingDns: DnsLookup = {
  aRecords: async () => (lookups++, []),
  cnames: async () => (lookups++, []),
  txtRecords: async () => (lookups++, []),
};

// Its own app: the registrar budget is shared by the whole process.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { dns: countingDns } });
});
afterAll(() => t.close());

const api = (siteId: string, path: string) => `/api/sites/${siteId}/host${path}`;

describe("address route limits", () => {
  it("stops an account's domain searches after the per-minute limit, not another account's", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < ADDRESS_LIMITS.domainSearches.max; i++) {
      // The same name each time: answered from the cache, so the registrar budget is untouched.
      expect((await owner.client.get(api(owner.siteId, "/domain-available/samma-namn.se"))).statusCode).toBe(200);
    }
    const refused = await owner.client.get(api(owner.siteId, "/domain-available/samma-namn.se"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
    const other = await registerOwner(t.app);
    expect((await other.client.get(api(other.siteId, "/domain-available/samma-namn.se"))).statusCode).toBe(200);
  });

  it("keeps every account together within the registrar's search budget, still answering cached names", async () => {
    let misses = 1; // samma-namn.se above
    let refusedAt: number | undefined;
    for (let account = 0; refusedAt === undefined && account < 3; account++) {
      const owner = await registerOwner(t.app);
      for (let i = 0; i < ADDRESS_LIMITS.domainSearches.max; i++) {
        const response = await owner.client.get(api(owner.siteId, `/domain-available/ny-${account}-${i}.se`));
        if (response.statusCode === 429) {
          refusedAt = misses;
          break;
        }
        expect(response.statusCode).toBe(200);
        misses++;
      }
    }
    expect(refusedAt).toBe(REGISTRAR_SEARCHES.max);
    const fresh = await registerOwner(t.app);
    expect((await fresh.client.get(api(fresh.siteId, "/domain-available/samma-namn.se"))).statusCode).toBe(200);
    expect((await fresh.client.get(api(fresh.siteId, "/domain-available/helt-ny.se"))).statusCode).toBe(429);
  });

  it("limits DNS checks per account", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.update(sites).set({ active: true, customDomainRegistrationsAvailable: 1 }).where(eq(sites.id, owner.siteId));
    expect((await owner.client.put(api(owner.siteId, ""), { host: "kollad.se" })).statusCode).toBe(200);
    for (let i = 0; i < ADDRESS_LIMITS.dnsChecks.max; i++) expect((await owner.client.get(api(owner.siteId, "/dns-check/kollad.se"))).statusCode).toBe(200);
    expect((await owner.client.get(api(owner.siteId, "/dns-check/kollad.se"))).statusCode).toBe(429);
    expect(lookups).toBe(3 * ADDRESS_LIMITS.dnsChecks.max);
  });

  it("limits subdomain searches, address changes and registrations together per account", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < ADDRESS_LIMITS.other.max - 1; i++) expect((await owner.client.get(api(owner.siteId, `/subdomain-available/namn-${i}`))).statusCode).toBe(200);
    expect((await owner.client.post(api(owner.siteId, "/domain-registration/register/x.se"))).statusCode).toBe(402);
    expect((await owner.client.put(api(owner.siteId, ""), { host: "sista" })).statusCode).toBe(429);
  });
});
