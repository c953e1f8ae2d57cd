import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import type { LegacySiteDocumentInput } from "../../src/modules/legacy/document";
import { createTestApp, type TestApp } from "../support/app";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The older path: no /v2, a trailing slash (spec 2, section 7). */
const olderPath = (siteId: string, itemId = "giftRegistryItem1", moduleId = "CLIENTID-gifts") => `/api/gift-registry/${siteId}/${moduleId}/${itemId}/`;
const call = (method: "PUT" | "DELETE", url: string, body: object, headers: Record<string, string> = {}) => t.app.inject({ method, url, payload: body, headers });

describe("PUT and DELETE /api/gift-registry/{siteId}/{moduleId}/{itemId}/ (older)", () => {
  it("reserves and cancels a legacy site's gift, answering the full list each time", async () => {
    const site = await publishedLegacySite(t);
    const plates = await call("PUT", olderPath(site.siteId), { quantity: 4, password: "tårta" });
    expect(plates.statusCode, plates.body).toBe(200);
    expect(plates.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "giftRegistryItem1", quantityReserved: 4 }] });
    const coffee = await call("PUT", olderPath(site.siteId, "giftRegistryItem2"), { quantity: 1, password: "kaffe" });
    expect(coffee.json().giftRegistryReservations).toEqual([
      { giftRegistryId: "giftRegistryItem1", quantityReserved: 4 },
      { giftRegistryId: "giftRegistryItem2", quantityReserved: 1 },
    ]);

    const tooMany = await call("PUT", olderPath(site.siteId), { quantity: 3, password: "x" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Det finns inte så många kvar att reservera." } });
    expect((await call("DELETE", olderPath(site.siteId), { quantity: 1, password: "fel" })).statusCode).toBe(403);

    const cancelled = await call("DELETE", olderPath(site.siteId), { quantity: 3, password: "tårta" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      giftRegistryReservations: [
        { giftRegistryId: "giftRegistryItem1", quantityReserved: 1 },
        { giftRegistryId: "giftRegistryItem2", quantityReserved: 1 },
      ],
    });
    // The /v2 path reaches the same legacy gift.
    const v2 = await call("DELETE", `${olderPath(site.siteId)}v2`, { quantity: 1, password: "tårta" });
    expect(v2.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "giftRegistryItem2", quantityReserved: 1 }] });
  });

  it("answers 404 for an item, a module of another type or a hidden registry, and refuses the editor", async () => {
    const document = legacyWeddingDocument();
    const hidden: LegacySiteDocumentInput = { ...document, modules: document.modules!.map((module) => (module.id === "CLIENTID-gifts" ? { ...module, hide: true } : module)) };
    const site = await publishedLegacySite(t);
    expect((await call("PUT", olderPath(site.siteId, "nothing"), { quantity: 1, password: "a" })).statusCode).toBe(404);
    expect((await call("PUT", olderPath(site.siteId, "giftRegistryItem1", "CLIENTID-rsvp"), { quantity: 1, password: "a" })).statusCode).toBe(404);
    expect((await call("PUT", olderPath((await publishedLegacySite(t, hidden)).siteId), { quantity: 1, password: "a" })).statusCode).toBe(404);
    expect((await call("PUT", olderPath(site.siteId), { quantity: 1, password: "a" }, { [EDITOR_MARKER_HEADER]: "1" })).statusCode).toBe(403);
  });

  it("serves a newer site's gift registry as /v2 does", async () => {
    const site = await publishedSite(t, { siteModules: [{ id: "gifts", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 1 }] }] });
    const response = await call("PUT", olderPath(site.siteId, "vase", "gifts"), { quantity: 1, password: "a" });
    expect(response.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "vase", quantityReserved: 1 }] });
    expect((await call("DELETE", olderPath(site.siteId, "vase", "gifts"), { quantity: 1, password: "a" })).json()).toEqual({ giftRegistryReservations: [] });
  });
});
