import { describe, expect, it } from "vitest";
import { siteDocument } from "../../../modules/siteDocument";
import { moveModule, removeModule } from "./documentEdits";

describe("removeModule", () => {
  it("deletes the module and its receivers, and keeps every other module's", () => {
    const document = siteDocument.parse({
      siteModules: [
        { id: "rsvp", siteModuleType: "Rsvp" },
        { id: "speech", siteModuleType: "Form" },
      ],
      formRecipients: [
        { formId: "rsvp", recipients: ["anna@example.com"] },
        { formId: "speech", recipients: ["erik@example.com"] },
      ],
    });
    const after = removeModule(document, "rsvp");
    expect(after.siteModules.map((module) => module.id)).toEqual(["speech"]);
    expect(after.formRecipients).toEqual([{ formId: "speech", recipients: ["erik@example.com"] }]);
  });
});

describe("moveModule", () => {
  const document = siteDocument.parse({
    siteModules: [
      { id: "header", siteModuleType: "Header" },
      { id: "text", siteModuleType: "Text" },
      { id: "rsvp", siteModuleType: "Rsvp" },
    ],
  });
  const order = (moved: typeof document) => moved.siteModules.map((module) => module.id);

  it("moves a module any number of places, as a drag drops it", () => {
    expect(order(moveModule(document, "header", 2))).toEqual(["text", "rsvp", "header"]);
    expect(order(moveModule(document, "rsvp", -1))).toEqual(["header", "rsvp", "text"]);
  });

  it("keeps the module within the page", () => {
    expect(order(moveModule(document, "text", -5))).toEqual(["text", "header", "rsvp"]);
  });
});
