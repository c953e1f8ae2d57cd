import { describe, expect, it } from "vitest";
import { siteDocument } from "../../../modules/siteDocument";
import { draftReducer } from "./useSiteDraft";

const doc = (title: string) => siteDocument.parse({ siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: title } }] });
const retitle = (title: string) => (document: ReturnType<typeof doc>) => ({ ...document, siteModules: [{ ...document.siteModules[0]!, title: { sv: title } }] });

describe("the editor's draft", () => {
  it("starts clean from the loaded site and becomes dirty with an edit", () => {
    const loaded = draftReducer({ saved: null, draft: null }, { type: "loaded", document: doc("A") });
    expect(loaded.draft).toBe(loaded.saved);
    const edited = draftReducer(loaded, { type: "edit", change: retitle("B") });
    expect(edited.draft!.siteModules[0]!.title.sv).toBe("B");
    expect(edited.saved!.siteModules[0]!.title.sv).toBe("A");
  });

  it("keeps unsaved edits when the site is loaded again", () => {
    const edited = draftReducer({ saved: doc("A"), draft: doc("A") }, { type: "edit", change: retitle("B") });
    const reloaded = draftReducer(edited, { type: "loaded", document: doc("A") });
    expect(reloaded.draft!.siteModules[0]!.title.sv).toBe("B");
  });

  it("starts from a restored draft on the first load only, so later loads keep the edits", () => {
    const restored = draftReducer({ saved: null, draft: null }, { type: "loaded", document: doc("A"), restored: doc("B") });
    expect(restored.draft!.siteModules[0]!.title.sv).toBe("B");
    expect(restored.saved!.siteModules[0]!.title.sv).toBe("A");
    const edited = draftReducer(restored, { type: "edit", change: retitle("C") });
    const again = draftReducer(edited, { type: "loaded", document: doc("A"), restored: doc("B") });
    expect(again.draft!.siteModules[0]!.title.sv).toBe("C");
  });

  it("takes the stored copy after a save, unless the owner edited on meanwhile", () => {
    const sent = doc("<b>B</b>");
    const stored = doc("B");
    expect(draftReducer({ saved: doc("A"), draft: sent }, { type: "saved", sent, stored })).toEqual({ saved: stored, draft: stored });
    const later = doc("C");
    expect(draftReducer({ saved: doc("A"), draft: later }, { type: "saved", sent, stored })).toEqual({ saved: stored, draft: later });
  });
});
