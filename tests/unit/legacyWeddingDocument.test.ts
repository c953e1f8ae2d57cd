import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "../../src/modules/legacy/document";
import { LEGACY_MODULE_TYPES } from "../../src/modules/legacy/properties";
import { legacyWeddingDocument } from "../support/legacySite";

describe("the legacy wedding document the tests use", () => {
  it("holds one module of every legacy type and parses", () => {
    const document = legacySiteDocument.parse(legacyWeddingDocument());
    expect(document.modules.map((module) => module.module).sort()).toEqual([...LEGACY_MODULE_TYPES].sort());
  });
});
