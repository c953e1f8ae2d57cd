import { Link, useNavigate } from "react-router";
import { designTemplatesFor } from "../../domain/site/designTemplates";
import { DESIGN_TEXTS } from "../editor/design/texts";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { nextPath } from "./steps";
import { WIZARD_TEXTS } from "./texts";
import { useWizard } from "./useWizard";
import { WizardPreview } from "./WizardPreview";
import { WizardStep } from "./WizardStep";
import "./designStep.css";

/** Step 1, /kom-igang: the wedding brand's design templates, each in miniature; choosing one goes on. */
export function DesignStep() {
  const { data, change } = useWizard();
  const navigate = useNavigate();
  const texts = useOwnerTexts(WIZARD_TEXTS);
  const names = useOwnerTexts(DESIGN_TEXTS).templateNames;
  const { t } = useI18n();

  return (
    <WizardStep
      heading={texts.design.heading}
      lead={texts.design.lead}
      canGoOn={data.designTemplate !== null}
      aside={
        <p className="wizard__aside">
          {texts.haveAccount} <Link to="/logga-in">{t.common.logIn}</Link>
        </p>
      }
    >
      <ul className="wizard-templates">
        {designTemplatesFor("wedding").map((template) => {
          const chosen = data.designTemplate === template.id;
          return (
            <li key={template.id}>
              <button
                type="button"
                className="wizard-template"
                data-chosen={chosen}
                onClick={() => {
                  change({ designTemplate: template.id });
                  navigate(nextPath(0));
                }}
              >
                <WizardPreview data={data} templateId={template.id} />
                <span className="wizard-template__name">
                  {names[template.id]}
                  {chosen && <span className="wizard-template__chosen">{texts.design.chosen}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </WizardStep>
  );
}
