import { Link } from "react-router";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { STEPS } from "./steps";
import { WIZARD_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** Where in the wizard the visitor is: four numbered steps, the ones done being links back. */
export function StepIndicator({ current }: { current: number }) {
  const texts = useOwnerTexts(WIZARD_TEXTS);
  return (
    <nav className="wizard-progress" aria-label={texts.progress}>
      <p className="wizard-progress__count">{fill(texts.stepOf, { step: current + 1, steps: STEPS.length })}</p>
      <ol className="wizard-progress__steps">
        {STEPS.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          const content = (
            <>
              <span className="wizard-progress__dot" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-progress__label">{texts.steps[step.id]}</span>
            </>
          );
          return (
            <li key={step.id} className="wizard-progress__step" data-state={state}>
              {state === "done" ? (
                <Link className="wizard-progress__link" to={step.path}>
                  {content}
                </Link>
              ) : (
                <span className="wizard-progress__link" aria-current={state === "current" ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
