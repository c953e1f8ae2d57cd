import { useId } from "react";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  /** The option's title and the text the page will carry for it. */
  describe: (choice: T) => { title: string; text: string };
  onChange: (choice: T) => void;
}

/** One question of the wizard's content step: radio cards, each naming the option and showing its suggested text. */
export function ChoiceGroup<T extends string>({ legend, options, value, describe, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-fieldset__legend">{legend}</legend>
      <div className="wizard-options">
        {options.map((choice) => {
          const { title, text } = describe(choice);
          const titleId = `${name}-${choice}`;
          return (
            <label key={choice} className="wizard-option" data-selected={choice === value}>
              <input
                type="radio"
                name={name}
                value={choice}
                className="wizard-option__radio"
                checked={choice === value}
                aria-labelledby={titleId}
                aria-describedby={text ? `${titleId}-text` : undefined}
                onChange={() => onChange(choice)}
              />
              <span id={titleId} className="wizard-option__title">
                {title}
              </span>
              {text && (
                <span id={`${titleId}-text`} className="wizard-option__text">
                  {text}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
