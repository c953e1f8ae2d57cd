import { useId, useRef } from "react";

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** What to say after copying, or when the browser refused the clipboard (the text is then selected to copy by hand). */
  texts: { copied: string; copyFailed: string };
  onMessage: (message: string) => void;
}

/** A read-only address with a copy button: the one way the owner's app hands on a link. */
export function CopyField({ label, value, copyLabel, texts, onMessage }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onMessage(texts.copied);
    } catch {
      input.current?.select();
      onMessage(texts.copyFailed);
    }
  }

  return (
    <div className="field copy-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input ref={input} id={id} className="field__input" readOnly value={value} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button--primary" onClick={copy}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
