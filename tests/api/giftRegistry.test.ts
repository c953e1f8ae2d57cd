import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { giftReservations, sites } from "../../src/server/db/schema";
import { listReservations } from "../../src/modules/giftRegistry/server/repository";
import { hashPassword } from "../../src/server/security/passwords";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  siteModules: [
    {
      id: "gifts",
      siteModuleType: "GiftRegistry",
      title: { sv: "Önskelista" },
      giftRegistry: [
        { id: "plates", title: { sv: "Tallrikar" }, quantity: 3 },
        { id: "vase", title: { sv: "Vas" }, quantity: 1 },
        { id: "trip", title: { sv: "Bröllopsresa" }, reservable: false, quantity: null },
      ],
    },
    { id: "hiddenGifts", siteModuleType: "GiftRegistry", hide: true, giftRegistry: [{ id: "secret", quantity: 1 }] },
    { id: "text", siteModuleType: "Text" },
  ],
};

const path = (siteId: string, itemId = "plates", moduleId = "gifts") => `/api/gift-registry/${siteId}/${moduleId}/${itemId}/v2`;
const reserve = (siteId: string, body: unknown, itemId?: string, moduleId?: string) => t.app.inject({ method: "PUT", url: path(siteId, itemId, moduleId), payload: body as object });
const cancel = (siteId: string, body: unknown, itemId?: string) => t.app.inject({ method: "DELETE", url: path(siteId, itemId), payload: body as object });

describe("PUT /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2", () => {
  it("reserves and answers the site's full list, summed per gift; the password is stored hashed", async () => {
    const site = await publishedSite(t, document);
    const first = await reserve(site.siteId, { quantity: 2, password: "tårta" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "plates", quantityReserved: 2 }] });
    const second = await reserve(site.siteId, { quantity: 1, password: "annat" }, "vase");
    expect(second.json().giftRegistryReservations).toEqual([
      { giftRegistryId: "plates", quantityReserved: 2 },
      { giftRegistryId: "vase", quantityReserved: 1 },
    ]);
    const rows = await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId));
    expect(rows.every((row) => row.passwordHash.startsWith("$argon2id$"))).toBe(true);
    expect(await listReservations(t.database.db, site.siteId)).toEqual(second.json().giftRegistryReservations);
  });

  it("refuses more than is left, a gift that cannot be reserved and bad input", async () => {
    const site = await publishedSite(t, document);
    await reserve(site.siteId, { quantity: 2, password: "a" });
    const tooMany = await reserve(site.siteId, { quantity: 2, password: "b" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Det finns inte så många kvar att reservera." } });
    const notReservable = await reserve(site.siteId, { quantity: 1, password: "a" }, "trip");
    expect(notReservable.statusCode).toBe(422);
    expect(notReservable.json().errorDescription.sv).toBe("Den här presenten går inte att reservera.");
    for (const body of [{ quantity: 0, password: "a" }, { quantity: 1.5, password: "a" }, { quantity: 1, password: "" }, { quantity: "1", password: "a" }, {}]) {
      expect((await reserve(site.siteId, body)).statusCode).toBe(422);
    }
    expect(await listReservations(t.database.db, site.siteId)).toEqual([{ giftRegistryId: "plates", quantityReserved: 2 }]);
  });

  it("answers 404 for a wrong site, module or gift, and a hidden module", async () => {
    const site = await publishedSite(t, document);
    const body = { quantity: 1, password: "a" };
    const unknownSite = await reserve("00000000-0000-4000-8000-000000000000", body);
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Hittades inte." } });
    expect((await reserve(site.siteId, body, "plates", "nope")).statusCode).toBe(404);
    expect((await reserve(site.siteId, body, "plates", "text")).statusCode).toBe(404);
    expect((await reserve(site.siteId, body, "nope")).statusCode).toBe(404);
    expect((await reserve(site.siteId, body, "secret", "hiddenGifts")).statusCode).toBe(404);
    const other = await publishedSite(t, document);
    expect((await cancel(other.siteId, body, "nope")).statusCode).toBe(404);
  });

  it("needs the guest password on a protected site", async () => {
    const site = await publishedSite(t, document);
    await t.database.db.update(sites).set({ passwordHash: await hashPassword("guest-secret") }).where(eq(sites.id, site.siteId));
    const response = await reserve(site.siteId, { quantity: 1, password: "a" });
    expect(response.statusCode).toBe(401);
    expect((await cancel(site.siteId, { quantity: 1, password: "a" })).statusCode).toBe(401);
    expect(await listReservations(t.database.db, site.siteId)).toEqual([]);
  });

  it("never reserves more than the quantity under 40 parallel requests", async () => {
    const site = await publishedSite(t, document);
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => reserve(site.siteId, { quantity: 1, password: `guest-${index}` })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    // The rest are sold out (422) or, beyond the guests' hashing queue, told to retry (429).
    expect(codes.filter((code) => code === 422 || code === 429)).toHaveLength(37);
    expect(await listReservations(t.database.db, site.siteId)).toEqual([{ giftRegistryId: "plates", quantityReserved: 3 }]);
   }, 60_000);
});

describe("DELETE /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2", () => {
  it("cancels with the password used when reserving, up to what that password reserved", async () => {
    const site = await publishedSite(t, document);
    await reserve(site.siteId, { quantity: 1, password: "mine" });
    await reserve(site.siteId, { quantity: 1, password: "mine" });
    await reserve(site.siteId, { quantity: 1, password: "theirs" });

    const wrong = await cancel(site.siteId, { quantity: 1, password: "guess" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Lösenordet stämmer inte med någon reservation av den här presenten." } });

    const tooMany = await cancel(site.siteId, { quantity: 3, password: "mine" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errorDescription.sv).toBe("Du kan inte ta bort fler än du har reserverat.");
    expect((await cancel(site.siteId, { quantity: 0, password: "mine" })).statusCode).toBe(422);

    const partly = await cancel(site.siteId, { quantity: 1, password: "mine" });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "plates", quantityReserved: 2 }] });
    const rest = await cancel(site.siteId, { quantity: 1, password: "mine" });
    expect(rest.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "plates", quantityReserved: 1 }] });
    expect((await cancel(site.siteId, { quantity: 1, password: "mine" })).statusCode, "nothing left under that password").toBe(403);
    const theirs = await cancel(site.siteId, { quantity: 1, password: "theirs" });
    expect(theirs.json()).toEqual({ giftRegistryReservations: [] });
  });

  it("stores one hash for a guest's repeated reservations, and still cancels rows stored without a password bucket", async () => {
    const site = await publishedSite(t, document);
    await reserve(site.siteId, { quantity: 1, password: "mine" });
    await reserve(site.siteId, { quantity: 1, password: "mine" });
    const rows = await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId));
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(rows.every((row) => /^[0-9a-f]{4}$/.test(row.passwordLookup ?? ""))).toBe(true);
    await t.database.db.insert(giftReservations).values({ siteId: site.siteId, moduleId: "gifts", itemId: "vase", quantity: 1, passwordHash: await hashPassword("old") });
    expect((await cancel(site.siteId, { quantity: 1, password: "mine" }, "vase")).statusCode).toBe(403);
    const old = await cancel(site.siteId, { quantity: 1, password: "old" }, "vase");
    expect(old.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "plates", quantityReserved: 2 }] });
  });

  it("never goes below zero when the same cancel is sent many times at once", async () => {
    const site = await publishedSite(t, document);
    await reserve(site.siteId, { quantity: 2, password: "mine" });
    const responses = await Promise.all(Array.from({ length: 10 }, () => cancel(site.siteId, { quantity: 1, password: "mine" })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.every((response) => [200, 403, 422].includes(response.statusCode))).toBe(true);
    expect(await listReservations(t.database.db, site.siteId)).toEqual([]);
    const rows = await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId));
    expect(rows).toEqual([]);
  });
});
