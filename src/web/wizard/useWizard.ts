import { useOutletContext } from "react-router";
import type { WizardData } from "../../domain/wizard";

/** What every step reads and changes: the answers so far, kept by the wizard's layout. */
export interface Wizard {
  data: WizardData;
  change: (patch: Partial<WizardData>) => void;
}

export const useWizard = () => useOutletContext<Wizard>();
