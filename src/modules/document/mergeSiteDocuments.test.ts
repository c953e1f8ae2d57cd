import { describe, expect, it } from "vitest";
import { siteDocument, type SiteDocument } from "../siteDocument";
import { mergeSiteDocuments } from "./mergeSiteDocuments";
import { moduleChanges } from "./moduleChanges";

const text = (id: string, title: string) => siteDocument.parse({ siteModules: [{ id, siteModuleType: "Text", title: { sv: title } }] }).siteModules[0]!;
const page = (...modules: ReturnType<typeof text>[]) => siteDocument.parse({ siteModules: modules });
const retitled = (document: SiteDocument, id: string, title: string): SiteDocument => ({
  ...document,
  siteModules: document.siteModules.map((module) => (module.id === id ? { ...module, title: { sv: title } } : module)),
});
const titles = (document: SiteDocument | null) => document?.siteModules.map((module) => `${module.id}:${(module as unknown as { title: { sv: string } }).title.sv}`);

const base = page(text("a", "Välkommen"), text("b", "Schema"), text("c", "Hitta hit"));

describe("merging a stale save", () => {
  it("takes each module from the side that changed it", () => {
    const result = mergeSiteDocuments(base, retitled(base, "a", "Välkomna"), retitled(base, "c", "Vägen dit"));
    expect(result.conflicts).toEqual([]);
    expect(titles(result.document)).toEqual(["a:Välkomna", "b:Schema", "c:Vägen dit"]);
  });

  it("keeps a module added on either side in its place, and drops one removed on a side while the other left it alone", () => {
    const mine = { ...base, siteModules: [base.siteModules[0]!, text("new", "Presenter"), base.siteModules[1]!, base.siteModules[2]!] };
    const theirs = { ...base, siteModules: [base.siteModules[0]!, base.siteModules[2]!, text("late", "Efterfest")] };
    const result = mergeSiteDocuments(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(titles(result.document)).toEqual(["a:Välkommen", "new:Presenter", "c:Hitta hit", "late:Efterfest"]);
  });

  it("keeps the other side's order when only it moved modules", () => {
    const theirs = { ...base, siteModules: [base.siteModules[2]!, base.siteModules[0]!, base.siteModules[1]!] };
    const result = mergeSiteDocuments(base, retitled(base, "b", "Program"), theirs);
    expect(titles(result.document)).toEqual(["c:Hitta hit", "a:Välkommen", "b:Program"]);
  });

  it("names a module both sides changed as a conflict, and merges only once a side is chosen", () => {
    const mine = retitled(base, "b", "Mitt schema");
    const theirs = retitled(retitled(base, "b", "Deras schema"), "a", "Hej");
    const open = mergeSiteDocuments(base, mine, theirs);
    expect(open.document).toBeNull();
    expect(open.conflicts).toEqual([{ key: "module:b", kind: "module", id: "b", type: "Text", title: "Mitt schema", mine: "changed", theirs: "changed" }]);
    expect(titles(mergeSiteDocuments(base, mine, theirs, { "module:b": "mine" }).document)).toEqual(["a:Hej", "b:Mitt schema", "c:Hitta hit"]);
    expect(titles(mergeSiteDocuments(base, mine, theirs, { "module:b": "theirs" }).document)).toEqual(["a:Hej", "b:Deras schema", "c:Hitta hit"]);
  });

  it("counts a module changed on one side and removed on the other as a conflict", () => {
    const theirs = { ...base, siteModules: [base.siteModules[0]!, base.siteModules[2]!] };
    const result = mergeSiteDocuments(base, retitled(base, "b", "Nytt"), theirs);
    expect(result.conflicts).toMatchObject([{ id: "b", mine: "changed", theirs: "removed" }]);
    expect(titles(mergeSiteDocuments(base, retitled(base, "b", "Nytt"), theirs, { "module:b": "theirs" }).document)).toEqual(["a:Välkommen", "c:Hitta hit"]);
  });

  it("merges page settings key by key, and one changed differently on both sides is one settings conflict", () => {
    const mine = { ...base, theme: "theme5" } as SiteDocument;
    const theirs = { ...base, availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] };
    expect(mergeSiteDocuments(base, mine, theirs).document).toMatchObject({ theme: "theme5", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] });
    const clash = mergeSiteDocuments(base, mine, { ...base, theme: "theme7" } as SiteDocument);
    expect(clash.conflicts).toEqual([{ key: "settings", kind: "settings" }]);
    expect(mergeSiteDocuments(base, mine, { ...base, theme: "theme7" } as SiteDocument, { settings: "theirs" }).document).toMatchObject({ theme: "theme7" });
  });

  it("sees the same content in another key order as unchanged", () => {
    const reordered = JSON.parse(JSON.stringify(base, Object.keys(base).sort())) as SiteDocument;
    const theirs = { ...base, siteModules: base.siteModules.map((module) => Object.fromEntries(Object.entries(module).reverse()) as typeof module) };
    expect(mergeSiteDocuments(base, retitled(base, "a", "Nytt"), theirs).conflicts).toEqual([]);
    expect(moduleChanges(base, { ...reordered, siteModules: theirs.siteModules })).toEqual([]);
  });
});

describe("what changed between two versions", () => {
  it("names the added, changed and removed modules with their type and title", () => {
    const other = { ...base, siteModules: [retitled(base, "a", "Hej").siteModules[0]!, base.siteModules[1]!, text("d", "Presenter")] };
    expect(moduleChanges(base, other)).toEqual([
      { id: "a", type: "Text", title: "Hej", change: "changed" },
      { id: "d", type: "Text", title: "Presenter", change: "added" },
      { id: "c", type: "Text", title: "Hitta hit", change: "removed" },
    ]);
  });
});
