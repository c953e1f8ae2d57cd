/** The tabs the RSVP and Form dialogs share; a module's own tab (OTHER, BUTTONS) is in its editor. */

import type { FormModule } from "../schema";
import type { RsvpModule } from "../../rsvp/schema";
import { RichTextField } from "../../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { FORM_DIALOG_TEXTS } from "./dialogTexts";
import { FormElementsEditor } from "./FormElementsEditor";
import { ReceiversSetting } from "./ReceiversSetting";

type AnyFormModule = RsvpModule | FormModule;

interface TabProps<M extends AnyFormModule> {
  module: M;
  onChange: (module: M) => void;
}

/** QUESTIONS: title, text, who gets the answers and the questions. */
export function QuestionsTab<M extends AnyFormModule>({ module, onChange }: TabProps<M>) {
  const texts = useOwnerTexts(FORM_DIALOG_TEXTS);
  const { formsWithAnswers } = useSiteEditor();
  return (
    <>
      <TranslatedTextField label={texts.title} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <RichTextField label={texts.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <ReceiversSetting formId={module.id} />
      <FormElementsEditor form={module.form} hasAnswers={formsWithAnswers.has(module.id)} onChange={(form) => onChange({ ...module, form })} />
    </>
  );
}

/** CONFIRMATION: what the guest sees once the answer is sent; empty fields show the built-in texts. */
export function ConfirmationTab<M extends AnyFormModule>({ module, onChange, defaults }: TabProps<M> & { defaults: { confirmationTitle: string; confirmationText: string } }) {
  const texts = useOwnerTexts(FORM_DIALOG_TEXTS);
  return (
    <>
      <p className="module-dialog__lead">{texts.confirmationLead}</p>
      <TranslatedTextField
        label={texts.confirmationTitle}
        value={module.confirmationTitle}
        placeholder={defaults.confirmationTitle}
        onChange={(confirmationTitle) => onChange({ ...module, confirmationTitle })}
      />
      <TranslatedTextField
        label={texts.confirmationText}
        value={module.confirmationText}
        placeholder={defaults.confirmationText}
        multiline
        onChange={(confirmationText) => onChange({ ...module, confirmationText })}
      />
    </>
  );
}
