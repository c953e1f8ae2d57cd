import { useId, useState, type ReactNode } from "react";
import { moveBy, removeById, replaceById } from "../../../domain/lists";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "../../form/editing/texts";
import { CheckboxField } from "../../../kit/ui/fields";
import { PlusIcon } from "../../../kit/ui/icons";
import type { LegacyRadioGroup, LegacyTextField } from "../rsvpProperties";
import { QuestionEditor, type LegacyQuestion } from "./QuestionEditor";
import { newRadioGroup, newTextField } from "./questionLists";
import { RadioOptionsEditor } from "./RadioOptionsEditor";
import { LEGACY_FORM_EDITOR_TEXTS } from "./texts";
import "../../form/editing/formsEditor.css";
import "./legacyFormEditor.css";

interface QuestionListProps<Q extends LegacyQuestion> {
  heading: string;
  questions: Q[];
  /** The number of the list's first question in the guest's order. */
  firstNumber: number;
  onChange: (questions: Q[]) => void;
}

interface ListProps<Q extends LegacyQuestion> extends QuestionListProps<Q> {
  typeLabel: string;
  addLabel: string;
  create: () => Q;
  details: (question: Q, onChange: (question: Q) => void) => ReactNode;
}

/** One of a legacy form's question lists: its questions in order, and a button that adds one at the end. */
function QuestionList<Q extends LegacyQuestion>({ heading, questions, firstNumber, onChange, typeLabel, addLabel, create, details }: ListProps<Q>) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const headingId = useId();
  // The question just added gets focus, so the owner can type its text at once.
  const [addedId, setAddedId] = useState<string | null>(null);

  return (
    <section className="legacy-questions" aria-labelledby={headingId}>
      <h3 id={headingId} className="legacy-questions__heading">
        {heading}
      </h3>
      {questions.length === 0 ? (
        <p className="legacy-questions__empty">{texts.emptyList}</p>
      ) : (
        <ol className="form-questions__list">
          {questions.map((question, index) => {
            const change = (next: Q) => onChange(replaceById(questions, question.id, () => next));
            return (
              <QuestionEditor
                key={question.id}
                question={question}
                number={firstNumber + index}
                typeLabel={typeLabel}
                first={index === 0}
                last={index === questions.length - 1}
                focusOnMount={question.id === addedId}
                onChange={change}
                onMove={(by) => onChange(moveBy(questions, question.id, by))}
                onRemove={() => onChange(removeById(questions, question.id))}
              >
                {details(question, change)}
              </QuestionEditor>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="button button--secondary legacy-questions__add"
        onClick={() => {
          const question = create();
          setAddedId(question.id);
          onChange([...questions, question]);
        }}
      >
        <PlusIcon />
        {addLabel}
      </button>
    </section>
  );
}

/** Text fields (RSVP3 above and below, Speech2): a label and the mandatory toggle. */
export function TextFieldList(props: QuestionListProps<LegacyTextField>) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const formTexts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  return (
    <QuestionList
      {...props}
      typeLabel={texts.textField}
      addLabel={texts.addTextField}
      create={newTextField}
      details={(field, change) => <CheckboxField label={formTexts.required} checked={field.mandatory} onChange={(event) => change({ ...field, mandatory: event.target.checked })} />}
    />
  );
}

/** Radio groups (RSVP3 upper and lower): a label and the answers. */
export function RadioGroupList(props: QuestionListProps<LegacyRadioGroup>) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  return (
    <QuestionList
      {...props}
      typeLabel={texts.radioGroup}
      addLabel={texts.addRadioGroup}
      create={newRadioGroup}
      details={(group, change) => <RadioOptionsEditor group={group} onChange={change} />}
    />
  );
}
