import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { isElementRequired, isElementVisible, type FormAnswers } from "../../domain/site/formRules";
import type { FormElement } from "../../domain/site/forms";
import { ANSWER_MAX_LENGTH } from "../../domain/site/formLimits";
import { useTranslate } from "../../kit/guestPage/SiteContext";
import { answer } from "./answers";

/**
 * The fields of one form (one guest's in the RSVP): a text input per ShortText, a radio
 * group per SingleSelect; elements whose show condition is not met are left out, live.
 */
export function FormFields({ elements, answers, onChange, disabled = false }: { elements: FormElement[]; answers: FormAnswers; onChange: (answers: FormAnswers) => void; disabled?: boolean }) {
  const t = useTranslate();
  const prefix = useIslandId();
  return (
    <div className="site-form__fields">
      {elements
        .filter((element) => isElementVisible(element, answers))
        .map((element) => {
          const id = `${prefix}-${element.id}`;
          const required = isElementRequired(element);
          const label = t(element.label);
          if (element.formElementType === "SingleSelect") {
            return (
              <fieldset key={element.id} className="site-field site-form__group" disabled={disabled}>
                <legend className="site-field__label">
                  {label}
                  {required && <span aria-hidden="true"> *</span>}
                </legend>
                {element.options.map((option) => (
                  <label key={option.id} className="site-form__option">
                    <input
                      type="radio"
                      name={id}
                      value={option.id}
                      required={required}
                      checked={answers[element.id]?.selectedOption === option.id}
                      onChange={() => onChange(answer(elements, answers, element.id, { selectedOption: option.id }))}
                    />
                    <span>{t(option.text)}</span>
                  </label>
                ))}
              </fieldset>
            );
          }
          return (
            <div key={element.id} className="site-field">
              <label htmlFor={id}>
                {label}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={id}
                type="text"
                required={required}
                disabled={disabled}
                maxLength={ANSWER_MAX_LENGTH}
                value={answers[element.id]?.value ?? ""}
                onChange={(event) => onChange(answer(elements, answers, element.id, { value: event.target.value }))}
              />
            </div>
          );
        })}
    </div>
  );
}

/** A field people never see; robots that fill every input fill it, and are refused. */
export function Honeypot({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const id = useIslandId();
  return (
    <div className="site-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
