import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

interface QuestionFrameProps {
  /** Its place in the form, in its heading and its tools' names. */
  number: number;
  typeLabel: string;
  /** How the delete confirmation names it. */
  name: string;
  first: boolean;
  last: boolean;
  /** Just added: scrolled to, and its first field focused with the starter text selected. */
  focusOnMount: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** Under a list heading of its own (the legacy forms' lists), a level lower. */
  heading?: "h3" | "h4";
  children: ReactNode;
}

/** One question of a form editor: its number and type, move up and down, delete after a confirm step, and its fields. */
export function QuestionFrame({ number, typeLabel, name, first, last, focusOnMount, onMove, onRemove, heading: Heading = "h3", children }: QuestionFrameProps) {
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
        <Heading id={headingId} className="form-question__title">
          {fill(texts.questionNumber, { number })}
          <span className="form-question__type">{typeLabel}</span>
        </Heading>
        <div className="form-question__tools">
          <button type="button" className="icon-button" aria-label={fill(texts.moveUp, { number })} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUpIcon />
          </button>
          <button type="button" className="icon-button" aria-label={fill(texts.moveDown, { number })} disabled={last} onClick={() => onMove(1)}>
            <ArrowDownIcon />
          </button>
          <button type="button" className="icon-button icon-button--danger" aria-label={fill(texts.remove, { number })} onClick={() => setConfirming(true)}>
            <TrashIcon />
          </button>
        </div>
      </div>
      {children}
      {confirming && (
        <ConfirmDialog
          open
          title={fill(texts.remove, { number })}
          text={`${fill(texts.confirmRemove, { label: name })} ${texts.confirmRemoveNote}`}
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
