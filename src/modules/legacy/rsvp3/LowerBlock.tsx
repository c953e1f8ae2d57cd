import { useId, useState } from "react";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { conditionLabel } from "../answerRules";
import { RadioGroupList, TextFieldList } from "../formEditor/QuestionLists";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import type { Rsvp3Properties } from "../rsvpProperties";
import { isLowerConditionMissing } from "./condition";
import { ConditionDialog } from "./ConditionDialog";
import { fill } from "../../../domain/fill";

interface LowerBlockProps {
  properties: Rsvp3Properties;
  firstNumber: number;
  onChange: (change: Partial<Rsvp3Properties>) => void;
}

/** The lower radio groups and text fields, with the condition that shows them and the button to its dialog. */
export function LowerBlock({ properties, firstNumber, onChange }: LowerBlockProps) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const headingId = useId();
  const [conditionOpen, setConditionOpen] = useState(false);
  const condition = conditionLabel(properties);
  const question = condition && properties.customMultipleRadioGroups.find((group) => group.id === condition.question);
  const radios = properties.customMultipleRadioGroupsBelow;

  return (
    <section className="legacy-lower-block" aria-labelledby={headingId}>
      <div className="legacy-lower-block__intro">
        <h3 id={headingId} className="legacy-questions__heading">
          {texts.lowerBlock}
        </h3>
        <p className="field__hint">{texts.lowerBlockHint}</p>
        {isLowerConditionMissing(properties) && <p className="notice notice--warning">{texts.conditionMissing}</p>}
        <div className="dialog-setting">
          <p className="dialog-setting__summary">{condition && question ? fill(texts.conditionSummary, { question: question.label, answer: condition.label }) : texts.conditionAlways}</p>
          <button type="button" className="button button--secondary" onClick={() => setConditionOpen(true)}>
            {texts.conditionTitle}
          </button>
        </div>
      </div>
      <RadioGroupList heading={texts.radioGroupsBelow} questions={radios} firstNumber={firstNumber} onChange={(customMultipleRadioGroupsBelow) => onChange({ customMultipleRadioGroupsBelow })} />
      <TextFieldList
        heading={texts.textFieldsBelow}
        questions={properties.customTextFieldsBelow}
        firstNumber={firstNumber + radios.length}
        onChange={(customTextFieldsBelow) => onChange({ customTextFieldsBelow })}
      />
      {conditionOpen && (
        <ConditionDialog properties={properties} onChange={(conditionShowTextFieldsBelow) => onChange({ conditionShowTextFieldsBelow })} onClose={() => setConditionOpen(false)} />
      )}
    </section>
  );
}
