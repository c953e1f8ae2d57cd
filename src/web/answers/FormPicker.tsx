import { useId } from "react";
import { useSearchParams } from "react-router";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import type { AnswerForm } from "./answerForms";
import { ANSWERS_TEXTS, type AnswersTexts } from "./texts";
import { FORM_PARAM } from "./useAnswersOverview";
import { fill } from "../../domain/fill";

/** A form's name in the picker and the export: its title, or what kind of form it is. */
export function formName(form: AnswerForm, texts: AnswersTexts): string {
  const title = form.title || (form.kind === "rsvp" ? texts.rsvpFallbackTitle : texts.formFallbackTitle);
  return form.removed ? fill(texts.removedForm, { title }) : title;
}

/** Which form's answers to show, when the site has several (RSVP, speech sign-ups, song wishes). */
export function FormPicker({ forms, form }: { forms: AnswerForm[]; form: AnswerForm }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const [params, setParams] = useSearchParams();
  const id = useId();
  const choose = (formId: string) => {
    const next = new URLSearchParams(params);
    next.set(FORM_PARAM, formId);
    setParams(next, { replace: true });
  };
  return (
    <div className="field answers__picker">
      <label className="field__label" htmlFor={id}>
        {texts.chooseForm}
      </label>
      <select id={id} className="field__input" value={form.id} onChange={(event) => choose(event.target.value)}>
        {forms.map((each) => (
          <option key={each.id} value={each.id}>
            {formName(each, texts)}
          </option>
        ))}
      </select>
    </div>
  );
}
