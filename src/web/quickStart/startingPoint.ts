import { readWizardData } from "../wizard/wizardStorage";

/** What this base edits: the brand's starter page, or under /kom-igang/redigera the page generated from the wizard's answers. */
export function startingPoint(base: string) {
  const wizard = base.endsWith("kom-igang/redigera") ? readWizardData(sessionStorage) : null;
  return { wizard, basis: wizard ? JSON.stringify(wizard) : "" };
}
