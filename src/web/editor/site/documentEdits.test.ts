import { describe, expect, it } from "vitest";
import { siteDocument } from "../../../modules/siteDocument";
import { removeModule } from "./documentEdits";

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
