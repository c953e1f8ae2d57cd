import type { ReactNode } from "react";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { QuestionFrame } from "../../form/editing/QuestionFrame";
import { FORMS_EDITOR_TEXTS } from "../../form/editing/texts";
import { LabelField } from "./LabelField";
import { fill } from "../../../domain/fill";

export interface LegacyQuestion {
  id: string;
  label: string;
}

interface QuestionEditorProps<Q extends LegacyQuestion> {
  question: Q;
  /** Its place in the guest's order over all the module's lists, so every question's tools have their own names. */
  number: number;
  typeLabel: string;
  first: boolean;
  last: boolean;
  focusOnMount: boolean;
  onChange: (question: Q) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** The mandatory toggle or the answers. */
  children: ReactNode;
}

/** One text field or radio group in the newer question's frame: its label, then what else it has. */
export function QuestionEditor<Q extends LegacyQuestion>({ question, number, onChange, children, ...frame }: QuestionEditorProps<Q>) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  return (
    <QuestionFrame {...frame} number={number} name={question.label || fill(texts.questionNumber, { number })} heading="h4">
      <LabelField label={texts.question} value={question.label} onChange={(label) => onChange({ ...question, label })} />
      {children}
    </QuestionFrame>
  );
}
