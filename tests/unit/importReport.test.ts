import { describe, expect, it } from "vitest";
import { importReport, type ImportProblem } from "../../src/domain/importProblems";

const PROBLEMS: ImportProblem[] = [
  { field: "modules.2.module", kind: "content" },
  { field: "images.2.fileName", kind: "fileMissing", value: "saknas.jpg" },
  { field: "mailReceivers.rsvp.1", kind: "content" },
];

describe("the owner's report of a refused import", () => {
  it("says what to do about each file, and names the content's problems in one line, in the owner's language", () => {
    expect(importReport(PROBLEMS, "sv")).toEqual([
      "Bilden saknas.jpg saknas. Välj den också bland bilderna och importera igen.",
      "Något i filens innehåll stämmer inte (modules.2.module, mailReceivers.rsvp.1). Filen kan ha ändrats efter exporten: exportera den igen, eller kontakta oss så hjälper vi dig.",
    ]);
    expect(importReport(PROBLEMS, "en")[0]).toBe("The image saknas.jpg is missing. Choose it among the images too and import again.");
    expect(importReport(PROBLEMS, "da")[0]).toBe("Billedet saknas.jpg mangler. Vælg det også blandt billederne, og importér igen.");
  });

  it("has no English developer text left in any language", () => {
    const kinds = ["notJson", "notADocument", "newerShape", "documentTooLarge", "noDocument", "fileMissing", "fileTwice", "tooManyFiles", "imageUnreadable", "imageTooLarge", "imagesTooMuch", "content"] as const;
    for (const language of ["sv", "en", "da"] as const) {
      const lines = importReport(kinds.map((kind) => ({ field: "document", kind, value: "2" })), language);
      expect(lines).toHaveLength(kinds.length);
      for (const line of lines) expect(line).not.toMatch(/was not given|is not JSON|expected|Invalid|Too big/);
    }
  });
});
