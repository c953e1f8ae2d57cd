import { useState } from "react";
import type { WizardData } from "../../domain/wizard";
import { LanguageList } from "../editor/more/LanguageList";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ChoiceGroup } from "./ChoiceGroup";
import { WIZARD_TEXTS } from "./texts";
import { useWizard } from "./useWizard";
import { WizardStep } from "./WizardStep";

type SiteLanguage = WizardData["languages"][number];
const SWEDISH_ONLY: SiteLanguage[] = ["sv"];
const CHOICES = ["swedishOnly", "several"] as const;

/**
 * Step 3, /kom-igang/sprak: Swedish only (the default), or a list of languages to add to and
 * remove from, never below one. The first is the page's main language.
 */
export function LanguagesStep() {
  const { data, change } = useWizard();
  const texts = useOwnerTexts(WIZARD_TEXTS).languages;
  const swedishOnly = data.languages.length === 1 && data.languages[0] === "sv";
  const [choice, setChoice] = useState<(typeof CHOICES)[number]>(swedishOnly ? "swedishOnly" : "several");

  return (
    <WizardStep heading={texts.heading} lead={texts.lead}>
      <div className="wizard-languages">
        <ChoiceGroup
          legend={texts.legend}
          legendHidden
          options={CHOICES}
          value={choice}
          describe={(each) => (each === "swedishOnly" ? { title: texts.swedishOnly, text: texts.swedishOnlyHint } : { title: texts.several, text: texts.severalHint })}
          onChange={(next) => {
            setChoice(next);
            if (next === "swedishOnly") change({ languages: SWEDISH_ONLY });
          }}
        />
        {choice === "several" && (
          <LanguageList
            codes={data.languages}
            main={data.languages[0]!}
            // The add list offers ISO 639-1 codes only, which is what the wizard's answers hold.
            onAdd={(code) => change({ languages: [...data.languages, code as SiteLanguage] })}
            onRemove={(code) => change({ languages: data.languages.filter((each) => each !== code) })}
          />
        )}
      </div>
    </WizardStep>
  );
}
