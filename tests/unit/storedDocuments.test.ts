import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NewerDocumentError } from "../../src/modules/document/migrate";
import { readSiteDocument, tryReadSiteDocument } from "../../src/modules/document/readSiteDocument";

const FIXTURES = "tests/fixtures/documents";
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8"));

describe("documents stored before they had a version", () => {
  it.each(["demo-unversioned.json", "party-starter-unversioned.json"])("read to the same content, now as version 1 (%s)", (name) => {
    const stored = fixture(name) as object;
    expect(readSiteDocument(stored)).toEqual({ ...stored, documentVersion: 1 });
  });

  it("read a sparse one with today's defaults, as before", () => {
    expect(readSiteDocument(fixture("minimal-unversioned.json"))).toEqual({ ...(fixture("minimal-unversioned.read.json") as object), documentVersion: 1 });
  });

  it("read the same again once read and stored", () => {
    const once = readSiteDocument(fixture("demo-unversioned.json"));
    expect(readSiteDocument(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe("a document from a newer version of the product", () => {
  const newer = { ...(fixture("minimal-unversioned.json") as object), documentVersion: 2 };

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
