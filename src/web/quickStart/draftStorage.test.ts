import { describe, expect, it } from "vitest";
import { QUICK_START_DRAFT_KEY, QUICK_START_IMAGE_TTL_MS } from "../../domain/quickStart";
import { siteDocument } from "../../modules/siteDocument";
import { memoryStorage } from "../../../tests/support/memoryStorage";
import { forgetDraft, keepDraft, restoreDraft } from "./draftStorage";

const document = siteDocument.parse({ siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Välkomna" } }] });
const now = Date.parse("2025-05-01T12:00:00Z");

describe("the quick-start draft in the browser", () => {
  it("comes back after a reload, for its own base only", () => {
    const storage = memoryStorage();
    keepDraft(storage, "/snabbstart", { startedAt: now, basis: "", document });
    expect(restoreDraft(storage, "/snabbstart", "", now + 60_000)?.document).toEqual(document);
    expect(restoreDraft(storage, "/kom-igang/redigera", "", now + 60_000)).toBeNull();
  });

  it("is dropped once its uploads may have been removed, a day after the editing began", () => {
    const storage = memoryStorage();
    keepDraft(storage, "/snabbstart", { startedAt: now, basis: "", document });
    expect(restoreDraft(storage, "/snabbstart", "", now + QUICK_START_IMAGE_TTL_MS)).toBeNull();
    expect(storage.getItem(`${QUICK_START_DRAFT_KEY}:/snabbstart`)).toBeNull();
  });

  it("is dropped when the wizard was run again with other answers", () => {
    const storage = memoryStorage();
    keepDraft(storage, "/kom-igang/redigera", { startedAt: now, basis: '{"name1":"Anna"}', document });
    expect(restoreDraft(storage, "/kom-igang/redigera", '{"name1":"Sara"}', now)).toBeNull();
  });

  it("starts afresh from anything unreadable or invalid", () => {
    const storage = memoryStorage();
    storage.setItem(`${QUICK_START_DRAFT_KEY}:/snabbstart`, "{not json");
    expect(restoreDraft(storage, "/snabbstart", "", now)).toBeNull();
    storage.setItem(`${QUICK_START_DRAFT_KEY}:/snabbstart`, JSON.stringify({ startedAt: now, basis: "", document: { theme: "theme99" } }));
    expect(restoreDraft(storage, "/snabbstart", "", now)).toBeNull();
  });

  it("is forgotten once saved", () => {
    const storage = memoryStorage();
    keepDraft(storage, "/snabbstart", { startedAt: now, basis: "", document });
    forgetDraft(storage, "/snabbstart");
    expect(restoreDraft(storage, "/snabbstart", "", now)).toBeNull();
  });
});
