import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { nextPath, STEPS, stepIndex } from "./steps";
import { WIZARD_TEXTS } from "./texts";

interface WizardStepProps {
  heading: string;
  lead: string;
  /** Offer Next (the first step goes on by choosing, and offers it only once a choice is made). */
  canGoOn?: boolean;
  /** Under the card: a way out that is not a step. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * One step of the wizard: a heading that takes focus when the step opens (so a screen reader
 * hears where it is), the step's fields, and Back and Next. Enter in a field means Next.
 */
export function WizardStep({ heading, lead, canGoOn = true, aside, children }: WizardStepProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const texts = useOwnerTexts(WIZARD_TEXTS);
  const index = stepIndex(pathname);
  const previous = STEPS[index - 1]?.path;
  const last = index === STEPS.length - 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <>
      <form
        className="wizard-step"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(nextPath(index));
        }}
      >
        <header className="wizard-step__header">
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          <p className="lead">{lead}</p>
        </header>
        {children}
        {(previous || canGoOn) && (
          <div className="wizard-step__nav">
            {previous && (
              <Link className="button button--secondary" to={previous}>
                {texts.back}
              </Link>
            )}
            {canGoOn && (
              <button type="submit" className="button button--primary wizard-step__next">
                {last ? texts.finish : texts.next}
              </button>
            )}
          </div>
        )}
      </form>
      {aside}
    </>
  );
}
