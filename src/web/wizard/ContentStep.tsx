import { CHILDREN_CHOICES, DRESS_CODES, GIFT_CHOICES } from "../../domain/wizard";
import { wizardChoiceText } from "../../modules/starter/wizardChoices";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { ChoiceGroup } from "./ChoiceGroup";
import { WIZARD_TEXTS } from "./texts";
import { useWizard } from "./useWizard";
import { WizardStep } from "./WizardStep";

/**
 * Step 4, /kom-igang/innehall: dress code, children and gifts, each option by its title, and
 * under each question the text the generated page will carry for the chosen option.
 */
export function ContentStep() {
  const { data, change } = useWizard();
  const texts = useOwnerTexts(WIZARD_TEXTS).content;
  const { language } = useI18n();

  return (
    <WizardStep heading={texts.heading} lead={texts.lead}>
      <ChoiceGroup
        legend={texts.dressCode}
        options={DRESS_CODES}
        value={data.dressCode}
        describe={(choice) => wizardChoiceText({ kind: "dressCode", choice }, language)}
        suggestionLabel={texts.suggestion}
        onChange={(dressCode) => change({ dressCode })}
      />
      <ChoiceGroup
        legend={texts.children}
        options={CHILDREN_CHOICES}
        value={data.children}
        describe={(choice) => wizardChoiceText({ kind: "children", choice }, language)}
        suggestionLabel={texts.suggestion}
        onChange={(children) => change({ children })}
      />
      <ChoiceGroup
        legend={texts.gifts}
        options={GIFT_CHOICES}
        value={data.gifts}
        describe={(choice) => wizardChoiceText({ kind: "gifts", choice }, language)}
        suggestionLabel={texts.suggestion}
        onChange={(gifts) => change({ gifts })}
      />
      {data.gifts === "MONEY" && (
        <p className="notice" role="status">
          {texts.moneyNote}
        </p>
      )}
    </WizardStep>
  );
}
