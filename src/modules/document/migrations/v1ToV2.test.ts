import { describe, expect, it } from "vitest";
import { v1ToV2 } from "./v1ToV2";

describe("migration 1 → 2 (money gifts)", () => {
  it("makes every gift a plain thing and gives the list no number, leaving other modules alone", () => {
    const v1 = { siteModules: [{ id: "t", siteModuleType: "Text" }, { id: "g", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vas", quantity: 1 }] }] };
    expect(v1ToV2.migrate(v1)).toEqual({
      siteModules: [
        { id: "t", siteModuleType: "Text" },
        { id: "g", siteModuleType: "GiftRegistry", payeeNumber: null, giftRegistry: [{ id: "vas", quantity: 1, kind: "thing", price: null, shared: false, goal: null, showProgress: true }] },
      ],
    });
  });

  it("keeps the money fields of a body sent without a version by a caller that knows them", () => {
    const sent = { siteModules: [{ id: "g", siteModuleType: "GiftRegistry", payeeNumber: "0701234567", giftRegistry: [{ id: "resa", kind: "fund", goal: 30_000 }] }] };
    expect(v1ToV2.migrate(sent)).toEqual({
      siteModules: [{ id: "g", siteModuleType: "GiftRegistry", payeeNumber: "0701234567", giftRegistry: [{ id: "resa", kind: "fund", price: null, shared: false, goal: 30_000, showProgress: true }] }],
    });
  });
});
