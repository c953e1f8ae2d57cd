import { useLayoutEffect, useRef } from "react";

interface CardTextProps {
  text: string;
  className: string;
  /** In edit mode: the text's name for assistive technology and the change handler. */
  edit?: { label: string; onChange: (text: string) => void };
}

/**
 * One of the card's texts. Edited in place as plain text (line breaks kept), so the owner
 * writes on the card itself; the element is uncontrolled while it has the focus, so React
 * never moves the caret.
 */
export function CardText({ text, className, edit }: CardTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.innerText !== text && document.activeElement !== element) element.innerText = text;
  }, [text, edit]);

  if (!edit) return <div className={className}>{text}</div>;
  return (
    <div
      ref={ref}
      className={`${className} print-card__editable`}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      aria-label={edit.label}
      tabIndex={0}
      spellCheck
      onInput={(event) => edit.onChange(event.currentTarget.innerText.replace(/\n$/, ""))}
    />
  );
}
