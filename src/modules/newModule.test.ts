import { describe, expect, it } from "vitest";
import { CHOICE_TYPE, MODULE_CHOICES, moduleChoicesFor } from "./moduleChoices";
import { createModule } from "./newModule";

describe("the add-module choices", () => {
  it("hides the speech sign-up and the gift registry from the event brand only", () => {
    expect(moduleChoicesFor("wedding")).toEqual([...MODULE_CHOICES]);
    expect(moduleChoicesFor("party")).toContain("GiftRegistry");
    expect(moduleChoicesFor("event")).not.toContain("GiftRegistry");
    expect(moduleChoicesFor("event")).not.toContain("Speech");
    expect(moduleChoicesFor("event")).toContain("Rsvp");
  });
});

describe("createModule", () => {
  it("makes a valid module of every choice with its default title in every site language", () => {
    for (const choice of MODULE_CHOICES) {
      const module = createModule(choice, ["sv", "en", "fi"], new Date("2026-11-22T10:00:00Z"));
      expect(module.siteModuleType).toBe(CHOICE_TYPE[choice]);
      expect(Object.keys(module.title)).toEqual(["sv", "en", "fi"]);
      expect(module.title.fi).toBe(module.title.en);
      expect(module.hide).toBe(false);
    }
  });

  it("starts the RSVP with a name and a yes/no question, and the countdown six months ahead at 15:00", () => {
    const rsvp = createModule("Rsvp", ["sv"]);
    if (rsvp.siteModuleType !== "Rsvp") throw new Error("not an RSVP");
    expect(rsvp.form.formElements.map((element) => element.label.sv)).toEqual(["Namn", "Kommer du?"]);
    expect(rsvp.form.formElements[1]!.options.map((option) => option.text.sv)).toEqual(["Ja", "Nej tyvärr"]);
    const countdown = createModule("Countdown", ["sv"], new Date("2026-11-22T10:00:00Z"));
    expect(countdown).toMatchObject({ countdownDate: "2027-05-22T15:00" });
  });

  it("writes no text for the owner to replace: a text module has its title and nothing else", () => {
    const text = createModule("Text", ["sv", "en"]);
    expect(text).toMatchObject({ title: { sv: "Välkomna", en: "Welcome" }, text: {} });
  });

  it("gives two modules of one kind different ids", () => {
    expect(createModule("Text", ["sv"]).id).not.toBe(createModule("Text", ["sv"]).id);
  });
});
