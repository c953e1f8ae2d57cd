import { useId } from "react";
import "./choiceField.css";

interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceFieldProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One of a few named options as a row of pills: native radio buttons, so arrow keys move the choice. */
export function ChoiceField<T extends string>({ legend, choices, value, onChange }: ChoiceFieldProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-field">
      <legend className="choice-field__legend">{legend}</legend>
      <div className="choice-field__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-field__choice">
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
