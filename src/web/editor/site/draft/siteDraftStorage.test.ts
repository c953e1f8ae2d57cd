import { describe, expect, it } from "vitest";
import { SITE_DOCUMENT_MAX_BYTES } from "../../../../domain/site/documentSize";
import { siteDocument } from "../../../../modules/siteDocument";
import { memoryStorage } from "../../../../../tests/support/memoryStorage";
import { forgetSiteDraft, keepSiteDraft, siteDraftKey, siteDraftOffer } from "./siteDraftStorage";

const doc = (text: string) => siteDocument.parse({ siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: `<p>${text}</p>` } }] });
const now = Date.parse("2026-05-01T12:00:00Z");
const key = siteDraftKey("Anna@Example.com", "site-1");

describe("the site editor's draft in the browser", () => {
  it("is offered back with when it was changed, for the same account and site only", () => {
    const storage = memoryStorage();
    keepSiteDraft(storage, key, doc("ändrad"), doc("sparad"), now);
    expect(siteDraftOffer(storage, key, doc("sparad"))).toEqual({ document: doc("ändrad"), changedAt: now, stale: false });
    expect(siteDraftKey("anna@example.com", "site-1")).toBe(key);
    expect(siteDraftOffer(storage, siteDraftKey("sara@example.com", "site-1"), doc("sparad"))).toBeNull();
    expect(siteDraftOffer(storage, siteDraftKey("anna@example.com", "site-2"), doc("sparad"))).toBeNull();
  });

  it("is stale when the site was saved elsewhere after the draft was begun", () => {
    const storage = memoryStorage();
    keepSiteDraft(storage, key, doc("ändrad"), doc("sparad"), now);
    expect(siteDraftOffer(storage, key, doc("sparad i en annan flik"))).toMatchObject({ document: doc("ändrad"), stale: true });
  });

  it("is not offered, and is forgotten, when it is what the site already stores", () => {
    const storage = memoryStorage();
    keepSiteDraft(storage, key, doc("samma"), doc("gammal"), now);
    expect(siteDraftOffer(storage, key, doc("samma"))).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("is not kept when larger than the server would save, and an older one goes with it", () => {
    const storage = memoryStorage();
    keepSiteDraft(storage, key, doc("liten"), doc("sparad"), now);
    // "å" is two bytes: the bound is on what is sent, not on characters.
    const modules = Array.from({ length: Math.ceil(SITE_DOCUMENT_MAX_BYTES / 20_000) + 1 }, (_, index) => ({ id: `t${index}`, siteModuleType: "Text", text: { sv: "å".repeat(10_000) } }));
    const huge = siteDocument.parse({ siteModules: modules });
    expect(keepSiteDraft(storage, key, huge, doc("sparad"), now + 1000)).toBe(false);
    expect(siteDraftOffer(storage, key, doc("sparad"))).toBeNull();
  });

  it("is forgotten on save or discard, and anything unreadable is dropped", () => {
    const storage = memoryStorage();
    keepSiteDraft(storage, key, doc("ändrad"), doc("sparad"), now);
    forgetSiteDraft(storage, key);
    expect(siteDraftOffer(storage, key, doc("sparad"))).toBeNull();
    storage.setItem(key, "{not json");
    expect(siteDraftOffer(storage, key, doc("sparad"))).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });
});
