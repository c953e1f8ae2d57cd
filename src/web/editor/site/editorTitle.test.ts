import { describe, expect, it } from "vitest";
import { editorTitle } from "./editorTitle";
import { EDITOR_TEXTS } from "./texts";

const texts = EDITOR_TEXTS.sv;

describe("the editor's tab title", () => {
  it("names a live site by its host, a demo by Demosida, anything else as the editor", () => {
    expect(editorTitle({ host: "anna-och-erik.brollopssidan.se", active: true }, texts)).toBe("anna-och-erik.brollopssidan.se");
    expect(editorTitle({ host: "demo.brollopssidan.se", active: true }, texts)).toBe("Demosida");
    expect(editorTitle({ host: "demo-student.brollopssidan.se", active: false }, texts)).toBe("Demosida");
    expect(editorTitle({ host: "demokrati.brollopssidan.se", active: true }, texts)).toBe("demokrati.brollopssidan.se");
    expect(editorTitle({ host: "anna.brollopssidan.se", active: false }, texts)).toBe("Redigera sidan");
    expect(editorTitle({ host: null, active: false }, texts)).toBe("Redigera sidan");
  });
});
