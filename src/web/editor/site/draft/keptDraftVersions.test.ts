import { describe, expect, it } from "vitest";
import { readSiteDocument } from "../../../../modules/document/readSiteDocument";
import { DOCUMENT_VERSION } from "../../../../modules/document/migrations";
import { memoryStorage } from "../../../../../tests/support/memoryStorage";
import { readKeptDraft } from "./keptDraft";
import { fingerprint, siteDraftKey, siteDraftOffer } from "./siteDraftStorage";

const key = siteDraftKey("anna@example.com", "site-1");
const changedAt = Date.parse("2026-05-01T12:00:00Z");
/** A document as the editor held it before documents had a version. */
const unversioned = (text: string) => {
  const { documentVersion: _version, ...document } = readSiteDocument({ siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: `<p>${text}</p>` } }] });
  return document;
};
const keep = (storage: Storage, document: unknown, basis: unknown) =>
  storage.setItem(key, JSON.stringify({ startedAt: changedAt, changedAt, basis: fingerprint(JSON.stringify(basis)), document }));

describe("a draft kept in the browser by an earlier or later editor", () => {
  it("kept before documents had a version is offered at today's version, and the unchanged site does not make it stale", () => {
    const storage = memoryStorage();
    keep(storage, unversioned("ändrad"), unversioned("sparad"));
    const stored = readSiteDocument(unversioned("sparad"));
    expect(siteDraftOffer(storage, key, stored)).toEqual({ document: readSiteDocument(unversioned("ändrad")), changedAt, stale: false });
  });

  it("kept by a newer editor is not offered in this one, and is left for it", () => {
    const storage = memoryStorage();
    const newer = { ...readSiteDocument(unversioned("ändrad")), documentVersion: DOCUMENT_VERSION + 1, pageTransitions: "fade" };
    keep(storage, newer, unversioned("sparad"));
    expect(siteDraftOffer(storage, key, readSiteDocument(unversioned("sparad")))).toBeNull();
    expect(JSON.parse(storage.getItem(key)!).document).toEqual(newer);
  });

  it("that is no document at all is removed, as before", () => {
    const storage = memoryStorage();
    keep(storage, { siteModules: "none" }, unversioned("sparad"));
    expect(readKeptDraft(storage, key)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });
});
