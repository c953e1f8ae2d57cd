import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/**
 * Labelled form fields. Validation is the browser's own (required, type, minLength): it shows
 * its message at the field and keeps an invalid form from being submitted (spec 1, section 5).
 */
interface LabelledProps {
  label: string;
  hint?: string;
  autoFocusInDialog?: boolean;
}

/** A label over its control and a hint under it, tied together by ids; `control` gets the control's own attributes. */
function LabelledField({ label, hint, autoFocusInDialog, control }: LabelledProps & { control: (attributes: { id: string; "aria-describedby"?: string; "data-autofocus"?: true }) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control({ id, "aria-describedby": hint ? `${id}-hint` : undefined, "data-autofocus": autoFocusInDialog || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, autoFocusInDialog, ...input }: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  return <LabelledField label={label} hint={hint} autoFocusInDialog={autoFocusInDialog} control={(attributes) => <input className="field__input" {...attributes} {...input} />} />;
}

export function TextAreaField({ label, hint, autoFocusInDialog, ...textarea }: LabelledProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <LabelledField label={label} hint={hint} autoFocusInDialog={autoFocusInDialog} control={(attributes) => <textarea className="field__input field__input--area" {...attributes} {...textarea} />} />;
}

export function SelectField({ label, hint, autoFocusInDialog, children, ...select }: LabelledProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      autoFocusInDialog={autoFocusInDialog}
      control={(attributes) => (
        <select className="field__input" {...attributes} {...select}>
          {children}
        </select>
      )}
    />
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
