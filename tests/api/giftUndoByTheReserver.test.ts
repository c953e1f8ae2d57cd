import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { giftReservations } from "../../src/server/db/schema";
import { listReservations } from "../../src/modules/giftRegistry/server/repository";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  siteModules: [{ id: "gifts", siteModuleType: "GiftRegistry", title: { sv: "Önskelista" }, giftRegistry: [{ id: "plates", title: { sv: "Tallrikar" }, quantity: 3 }] }],
};

const url = (siteId: string) => `/api/gift-registry/${siteId}/gifts/plates/v2`;
const call = (method: "PUT" | "DELETE", siteId: string, payload: object) => t.app.inject({ method, url: url(siteId), payload });
// Each browser's own random key, as the guest page makes one.
const KARIN = "k".repeat(32);
const PER = "p".repeat(32);

describe("undoing a gift reservation", () => {
  it("is refused to another browser that knows the password, and left to the one that reserved", async () => {
    const site = await publishedSite(t, document);
    expect((await call("PUT", site.siteId, { quantity: 2, password: "tallrik", reserver: KARIN })).statusCode).toBe(200);

    for (const stranger of [{ reserver: PER }, {}]) {
      const refused = await call("DELETE", site.siteId, { quantity: 1, password: "tallrik", ...stranger });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Bara den som reserverade presenten kan ångra reservationen." } });
    }
    expect(await listReservations(t.database.db, site.siteId)).toEqual([{ giftRegistryId: "plates", quantityReserved: 2 }]);

    const undone = await call("DELETE", site.siteId, { quantity: 2, password: "tallrik", reserver: KARIN });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ giftRegistryReservations: [] });
  });

  it("stores only a digest of the browser's key, and still lets a reservation made before keys be undone with its password", async () => {
    const site = await publishedSite(t, document);
    await call("PUT", site.siteId, { quantity: 1, password: "vas", reserver: KARIN });
    const [row] = await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId));
    expect(row!.reserverHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.reserverHash).not.toContain(KARIN);

    await t.database.db.update(giftReservations).set({ reserverHash: null }).where(eq(giftReservations.siteId, site.siteId));
    expect((await call("DELETE", site.siteId, { quantity: 1, password: "vas", reserver: PER })).statusCode).toBe(200);
  });

  it("refuses a key that is no browser's key", async () => {
    const site = await publishedSite(t, document);
    for (const reserver of ["short", "x".repeat(200), "ä".repeat(32)]) {
      const refused = await call("PUT", site.siteId, { quantity: 1, password: "a", reserver });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toContain("reserver");
    }
    expect(await listReservations(t.database.db, site.siteId)).toEqual([]);
  });
});
