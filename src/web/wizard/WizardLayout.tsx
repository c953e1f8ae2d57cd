import { useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import type { WizardData } from "../../domain/wizard";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PageTitle } from "../ui/PageTitle";
import { STEPS, stepIndex } from "./steps";
import { StepIndicator } from "./StepIndicator";
import { WIZARD_TEXTS } from "./texts";
import type { Wizard } from "./useWizard";
import { readWizardData, storeWizardData } from "./wizardStorage";
// The previews are the guest page's own themes in miniature.
import "../site/design/site.css";
import "./wizard.css";

/**
 * /kom-igang and its steps (spec 3, Quick start and wizard screens): the answers live here
 * and in session storage, so back, forward and a reload lose nothing.
 */
export function WizardLayout() {
  const { pathname } = useLocation();
  const texts = useOwnerTexts(WIZARD_TEXTS);
  const [data, setData] = useState(() => readWizardData(sessionStorage));
  useEffect(() => storeWizardData(sessionStorage, data), [data]);
  const change = useCallback((patch: Partial<WizardData>) => setData((current) => ({ ...current, ...patch })), []);
  const wizard: Wizard = useMemo(() => ({ data, change }), [data, change]);
  const current = stepIndex(pathname);

  return (
    <div className="wizard">
      <PageTitle text={`${texts.steps[STEPS[current]!.id]} · ${texts.title}`} />
      <StepIndicator current={current} />
      <Outlet context={wizard} />
    </div>
  );
}
