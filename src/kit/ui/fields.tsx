import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

/**
 * Labelled form fields. Validation is the browser's own (required, type, minLength): it shows
 * its message at the field and keeps an invalid form from being submitted (spec 1, section 5).
 */
interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  autoFocusInDialog?: boolean;
}

export function TextField({ label, hint, autoFocusInDialog, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" aria-describedby={hint ? `${id}-hint` : undefined} data-autofocus={autoFocusInDialog || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  autoFocusInDialog?: boolean;
}

export function TextAreaField({ label, hint, autoFocusInDialog, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-autofocus={autoFocusInDialog || undefined}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** May hold a link (the terms), so it is a node rather than a string. */
  label: ReactNode;
  hint?: string;
}

export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" className="checkbox__input" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <div className="checkbox__text">
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
