/** The wizard's four steps in order (spec 3, routes), and where it ends: the editor on the generated page. */
export const STEPS = [
  { id: "design", path: "/kom-igang" },
  { id: "information", path: "/kom-igang/information" },
  { id: "languages", path: "/kom-igang/sprak" },
  { id: "content", path: "/kom-igang/innehall" },
] as const;
export type WizardStepId = (typeof STEPS)[number]["id"];

export const WIZARD_END = "/kom-igang/redigera";

/** The step a path shows (a trailing slash allowed); the first for anything else under the wizard. */
export function stepIndex(pathname: string): number {
  const path = pathname.replace(/\/+$/, "");
  return Math.max(0, STEPS.findIndex((step) => step.path === path));
}

/** Where Next leads from a step: the following step, or after the last the editor. */
export const nextPath = (index: number): string => STEPS[index + 1]?.path ?? WIZARD_END;
