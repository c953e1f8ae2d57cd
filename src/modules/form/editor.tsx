import { useState } from "react";
import { uiLanguageFor } from "../../domain/languages";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { FORM_DIALOG_TEXTS } from "./editing/dialogTexts";
import { ConfirmationTab, QuestionsTab } from "./editing/FormModuleTabs";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { FORM_TEXTS } from "./texts";

type Tab = "QUESTIONS" | "CONFIRMATION" | "BUTTONS";

/** The Form dialog (spec 3, section 4): questions, confirmation, and the button texts. */
export default function FormEditor({ module, onChange, onClose }: ModuleEditorProps<"Form">) {
  const texts = useOwnerTexts(FORM_DIALOG_TEXTS);
  const { language } = useSiteEditor();
  const defaults = FORM_TEXTS[uiLanguageFor(language)];
  const [tab, setTab] = useState<Tab>("QUESTIONS");
  const tabs = [
    { id: "QUESTIONS" as const, label: texts.questions },
    { id: "CONFIRMATION" as const, label: texts.confirmation },
    { id: "BUTTONS" as const, label: texts.buttons },
  ];

  return (
    <ModuleDialog title={texts.formTitle} tabs={tabs} tab={tab} onTab={setTab} onClose={onClose}>
      {tab === "QUESTIONS" && <QuestionsTab module={module} onChange={onChange} />}
      {tab === "CONFIRMATION" && <ConfirmationTab module={module} onChange={onChange} defaults={defaults} />}
      {tab === "BUTTONS" && (
        <>
          <p className="module-dialog__lead">{texts.defaultHint}</p>
          <TranslatedTextField label={texts.showFormButton} value={module.showFormButton} placeholder={defaults.showForm} onChange={(showFormButton) => onChange({ ...module, showFormButton })} />
          <TranslatedTextField label={texts.sendButton} value={module.sendButton} placeholder={defaults.send} onChange={(sendButton) => onChange({ ...module, sendButton })} />
        </>
      )}
    </ModuleDialog>
  );
}
