import { describe, expect, it } from "vitest";
import { WIZARD_STEPS } from "../../domain/wizard";
import { nextPath, stepIndex, STEPS } from "./steps";

describe("the wizard's steps", () => {
  it("are the spec's four, in order, and end in the editor", () => {
    expect(STEPS).toHaveLength(WIZARD_STEPS);
    expect(STEPS.map((step) => step.path)).toEqual(["/kom-igang", "/kom-igang/information", "/kom-igang/sprak", "/kom-igang/innehall"]);
    expect([0, 1, 2, 3].map(nextPath)).toEqual(["/kom-igang/information", "/kom-igang/sprak", "/kom-igang/innehall", "/kom-igang/redigera"]);
  });

  it("are found from the path, with or without a trailing slash", () => {
    expect(stepIndex("/kom-igang")).toBe(0);
    expect(stepIndex("/kom-igang/")).toBe(0);
    expect(stepIndex("/kom-igang/sprak/")).toBe(2);
    expect(stepIndex("/kom-igang/innehall")).toBe(3);
  });
});
