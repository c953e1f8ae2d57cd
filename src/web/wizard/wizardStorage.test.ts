import { describe, expect, it } from "vitest";
import { WIZARD_STORAGE_KEY, type WizardData } from "../../domain/wizard";
import { memoryStorage } from "../../../tests/support/memoryStorage";
import { emptyWizardData, forgetWizardData, readWizardData, storeWizardData } from "./wizardStorage";

describe("the wizard's answers in session storage", () => {
  it("start from the defaults of spec 3, section 4", () => {
    expect(readWizardData(memoryStorage())).toEqual({
      name1: "",
      name2: "",
      location: "",
      dateStart: "",
      dateNotDecided: false,
      rsvpDeadline: "",
      designTemplate: null,
      languages: ["sv"],
      dressCode: "COCKTAIL",
      children: "NO_CHILDREN",
      gifts: "GIFTS",
    });
  });

  it("come back as they were stored", () => {
    const storage = memoryStorage();
    const data: WizardData = { ...emptyWizardData(), name1: "Anna", name2: "Johan", dateStart: "2026-06-13T15:00", languages: ["sv", "en"], gifts: "MONEY" };
    storeWizardData(storage, data);
    expect(readWizardData(storage)).toEqual(data);
  });

  it("start afresh from anything unreadable or invalid, and are forgotten once used", () => {
    const storage = memoryStorage();
    storage.setItem(WIZARD_STORAGE_KEY, "{not json");
    expect(readWizardData(storage)).toEqual(emptyWizardData());
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ dressCode: "PYJAMAS" }));
    expect(readWizardData(storage)).toEqual(emptyWizardData());
    storeWizardData(storage, { ...emptyWizardData(), name1: "Anna" });
    forgetWizardData(storage);
    expect(readWizardData(storage).name1).toBe("");
  });
});
