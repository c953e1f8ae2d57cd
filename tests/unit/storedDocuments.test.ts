import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NewerDocumentError } from "../../src/modules/document/migrate";
import { readSiteDocument, tryReadSiteDocument } from "../../src/modules/document/readSiteDocument";
import { DOCUMENT_VERSION } from "../../src/modules/document/migrations";
import { v1ToV2 } from "../../src/modules/document/migrations/v1ToV2";

const FIXTURES = "tests/fixtures/documents";
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8"));

describe("documents stored before they had a version", () => {
  it.each(["demo-unversioned.json", "party-starter-unversioned.json"])("read to the same content at today's version, every gift a plain thing (%s)", (name) => {
    const stored = fixture(name) as Record<string, unknown>;
    expect(readSiteDocument(stored)).toEqual({ ...v1ToV2.migrate(stored), documentVersion: DOCUMENT_VERSION });
  });

  it("read a sparse one with today's defaults, as before", () => {
    expect(readSiteDocument(fixture("minimal-unversioned.json"))).toEqual({ ...(fixture("minimal-unversioned.read.json") as object), documentVersion: DOCUMENT_VERSION });
  });

  it("read the same again once read and stored", () => {
    const once = readSiteDocument(fixture("demo-unversioned.json"));
    expect(readSiteDocument(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe("a document from a newer version of the product", () => {
  const newer = { ...(fixture("minimal-unversioned.json") as object), documentVersion: DOCUMENT_VERSION + 1 };

  it("is refused on reading, not read as this version's shape", () => {
    expect(() => readSiteDocument(newer)).toThrow(NewerDocumentError);
    expect(tryReadSiteDocument(newer)).toEqual({ refused: "newer" });
  });

  it("is told apart from one that is no page document", () => {
    expect(tryReadSiteDocument({ siteModules: "none" })).toEqual({ refused: "invalid" });
  });
});

/** Every file of src that reads a page document with the schema alone, skipping its migrations. */
function directParses(): string[] {
  return (fs.readdirSync("src", { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.startsWith(`modules${path.sep}document${path.sep}`))
    .filter((file) => /\b(siteDocument\.(safeParse|parse)|savedSiteDocument)\b/.test(fs.readFileSync(path.join("src", file), "utf8")))
    .filter((file) => file !== path.join("modules", "siteDocument.ts"));
}

describe("the one way in", () => {
  it("is readSiteDocument: no other file of the product parses a page document past its migrations", () => {
    expect(directParses()).toEqual([]);
  });
});

describe("a version-1 gift list", () => {
  it("reads with every gift a plain thing, without a price, and no number for money gifts", () => {
    const read = readSiteDocument(fixture("demo-unversioned.json"));
    const list = read.siteModules.find((module) => module.siteModuleType === "GiftRegistry");
    expect(list).toMatchObject({ payeeNumber: null });
    const gifts = list?.siteModuleType === "GiftRegistry" ? list.giftRegistry : [];
    expect(gifts.length).toBeGreaterThan(0);
    for (const gift of gifts) expect(gift).toMatchObject({ kind: "thing", price: null, shared: false, goal: null, showProgress: true });
  });
});
