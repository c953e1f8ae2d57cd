import { useId } from "react";
import "./choices.css";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The step's heading already asks the question: the legend is for screen readers only. */
  legendHidden?: boolean;
  options: readonly T[];
  value: T;
  /** The option's title, and its text: a hint, or the text the page will carry for it. */
  describe: (choice: T) => { title: string; text: string };
  /**
   * Given, the texts are what the page will say: the chosen option's is shown under the group
   * with this label, rather than every option's in its card.
   */
  suggestionLabel?: string;
  onChange: (choice: T) => void;
}

/** One question of the wizard: radio cards, and what the option means or what the page will say for it. */
export function ChoiceGroup<T extends string>({ legend, legendHidden, options, value, describe, suggestionLabel, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  const suggestion = suggestionLabel ? describe(value).text : "";
  return (
    <fieldset className="wizard-fieldset">
      <legend className={legendHidden ? "visually-hidden" : "wizard-fieldset__legend"}>{legend}</legend>
      <div className={suggestionLabel ? "wizard-options wizard-options--compact" : "wizard-options"}>
        {options.map((choice) => {
          const { title, text } = describe(choice);
          const titleId = `${name}-${choice}`;
          const hint = !suggestionLabel && text;
          return (
            <label key={choice} className="wizard-option" data-selected={choice === value}>
              <input
                type="radio"
                name={name}
                value={choice}
                className="wizard-option__radio"
                checked={choice === value}
                aria-labelledby={titleId}
                aria-describedby={hint ? `${titleId}-text` : undefined}
                onChange={() => onChange(choice)}
              />
              <span id={titleId} className="wizard-option__title">
                {title}
              </span>
              {hint && (
                <span id={`${titleId}-text`} className="wizard-option__text">
                  {hint}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {suggestionLabel && (
        // Read out as it changes, so a choice's consequence is heard as well as seen.
        <div className="wizard-suggestion" aria-live="polite">
          {suggestion && (
            <>
              <p className="wizard-suggestion__label">{suggestionLabel}</p>
              <p className="wizard-suggestion__text">{suggestion}</p>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
