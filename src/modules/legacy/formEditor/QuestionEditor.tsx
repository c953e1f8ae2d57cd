import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { format } from "../../../web/i18n/format";
import { useOwnerTexts } from "../../../web/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "../../../web/editor/forms/texts";
import { ConfirmDialog } from "../../../web/ui/ConfirmDialog";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "../../../web/ui/icons";
import { LabelField } from "./LabelField";

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

/** One text field or radio group: its label, what else it has, move and delete (after a confirm step). */
export function QuestionEditor<Q extends LegacyQuestion>({ question, number, typeLabel, first, last, focusOnMount, onChange, onMove, onRemove, children }: QuestionEditorProps<Q>) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    const input = ref.current?.querySelector<HTMLInputElement>("input");
    // The starter text is selected, so typing replaces it.
    input?.focus({ preventScroll: true });
    input?.select();
  }, [focusOnMount]);

  return (
    <li ref={ref} className="form-question" aria-labelledby={headingId}>
      <div className="form-question__header">
        <h4 id={headingId} className="form-question__title">
          {format(texts.questionNumber, { number })}
          <span className="form-question__type">{typeLabel}</span>
        </h4>
        <div className="form-question__tools">
          <button type="button" className="icon-button" aria-label={format(texts.moveUp, { number })} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUpIcon />
          </button>
          <button type="button" className="icon-button" aria-label={format(texts.moveDown, { number })} disabled={last} onClick={() => onMove(1)}>
            <ArrowDownIcon />
          </button>
          <button type="button" className="icon-button icon-button--danger" aria-label={format(texts.remove, { number })} onClick={() => setConfirming(true)}>
            <TrashIcon />
          </button>
        </div>
      </div>
      <LabelField label={texts.question} value={question.label} onChange={(label) => onChange({ ...question, label })} />
      {children}
      {confirming && (
        <ConfirmDialog
          open
          title={format(texts.remove, { number })}
          text={`${format(texts.confirmRemove, { label: question.label || format(texts.questionNumber, { number }) })} ${texts.confirmRemoveNote}`}
          confirmLabel={texts.confirmYes}
          cancelLabel={texts.cancel}
          danger
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
