import { describe, expect, it } from "vitest";
import { migrateDocument, NewerDocumentError, type DocumentMigration } from "./migrate";

/** A history of three shapes, for the runner only: 1 adds the version, 2 renames a module's title, 3 reads what 2 made. */
const HISTORY: DocumentMigration[] = [
  { from: 0, migrate: (document) => document },
  {
    from: 1,
    migrate: ({ siteModules, ...document }) => ({
      ...document,
      siteModules: (siteModules as { title?: unknown }[]).map(({ title, ...module }) => ({ ...module, heading: title })),
    }),
  },
  { from: 2, migrate: ({ siteModules, ...document }) => ({ ...document, siteModules: (siteModules as { heading: unknown }[]).map((module) => ({ ...module, menuTitle: module.heading })) }) },
];

const unversioned = { theme: "theme5", siteModules: [{ id: "a", title: { sv: "Välkomna" } }] };
const current = { theme: "theme5", siteModules: [{ id: "a", heading: { sv: "Välkomna" }, menuTitle: { sv: "Välkomna" } }], documentVersion: 3 };

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
}

describe("the page document's migrations", () => {
  it("bring a document without a version through every step in order, stamping each version", () => {
    expect(migrateDocument(deepFreeze(structuredClone(unversioned)), HISTORY)).toEqual(current);
  });

  it("start at the version a document has", () => {
    const second = { theme: "theme5", siteModules: [{ id: "a", heading: { sv: "Hej" } }], documentVersion: 2 };
    expect(migrateDocument(second, HISTORY)).toEqual({ ...second, siteModules: [{ id: "a", heading: { sv: "Hej" }, menuTitle: { sv: "Hej" } }], documentVersion: 3 });
  });

  it("leave a current document as it is, so reading twice reads the same", () => {
    const once = migrateDocument(unversioned, HISTORY);
    expect(migrateDocument(once, HISTORY)).toBe(once);
  });

  it("refuse a document from a newer product, naming both versions, and change nothing of it", () => {
    const newer = deepFreeze({ ...current, documentVersion: 4, futureField: ["kept"] });
    expect(() => migrateDocument(newer, HISTORY)).toThrow(NewerDocumentError);
    expect(() => migrateDocument(newer, HISTORY)).toThrow("documentVersion 4, newer than 3");
    expect(newer).toEqual({ ...current, documentVersion: 4, futureField: ["kept"] });
  });

  it("refuse a list that skips or reorders a version", () => {
    expect(() => migrateDocument(unversioned, [HISTORY[0]!, HISTORY[2]!])).toThrow("reads version 2");
  });

  it("leave what is not a document, or a version that is not a whole number, for the schema to refuse", () => {
    expect(migrateDocument(null, HISTORY)).toBeNull();
    expect(migrateDocument([1], HISTORY)).toEqual([1]);
    const odd = { documentVersion: "2", siteModules: [] };
    expect(migrateDocument(odd, HISTORY)).toBe(odd);
  });
});
