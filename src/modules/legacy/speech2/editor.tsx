import { useState } from "react";
import { RichTextInput } from "../../../kit/editor/fields/RichTextField";
import { ModuleDialog } from "../../../kit/editor/fields/ModuleDialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORM_DIALOG_TEXTS } from "../../form/editing/dialogTexts";
import { TextAreaField, TextField } from "../../../kit/ui/fields";
import type { LegacyModuleEditorProps } from "../editorTypes";
import { TextFieldList } from "../formEditor/QuestionLists";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import { useGuestTexts } from "../formEditor/useGuestTexts";
import { SPEECH2_DEFAULTS, type Speech2Properties } from "../rsvpProperties";

type Tab = "QUESTIONS" | "CONFIRMATION" | "BUTTONS";

/** The legacy speech form's dialog (spec 2, Speech2): its text fields, confirmation and button texts. */
export default function Speech2Editor({ module, onChange, onClose }: LegacyModuleEditorProps<"Speech2">) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const dialogTexts = useOwnerTexts(FORM_DIALOG_TEXTS);
  const guestTexts = useGuestTexts();
  const [tab, setTab] = useState<Tab>("QUESTIONS");
  const properties = module.properties;
  const set = (change: Partial<Speech2Properties>) => onChange({ ...module, properties: { ...properties, ...change } });
  const tabs = [
    { id: "QUESTIONS" as const, label: dialogTexts.questions },
    { id: "CONFIRMATION" as const, label: dialogTexts.confirmation },
    { id: "BUTTONS" as const, label: dialogTexts.buttons },
  ];

  return (
    <ModuleDialog title={texts.speechTitle} tabs={tabs} tab={tab} onTab={setTab} onClose={onClose}>
      {tab === "QUESTIONS" && (
        <>
          <TextField label={dialogTexts.title} value={properties.title} onChange={(event) => set({ title: event.target.value })} />
          <RichTextInput label={dialogTexts.text} value={properties.text} onChange={(text) => set({ text })} />
          <TextFieldList heading={texts.textFields} questions={properties.customTextFields} firstNumber={1} onChange={(customTextFields) => set({ customTextFields })} />
        </>
      )}
      {tab === "CONFIRMATION" && (
        <>
          <p className="module-dialog__lead">{dialogTexts.confirmationLead}</p>
          <TextField label={dialogTexts.confirmationTitle} value={properties.confirmationTitle} placeholder={guestTexts?.thanks} onChange={(event) => set({ confirmationTitle: event.target.value })} />
          <TextAreaField label={dialogTexts.confirmationText} value={properties.confirmationText} placeholder={SPEECH2_DEFAULTS.confirmationText} onChange={(event) => set({ confirmationText: event.target.value })} />
        </>
      )}
      {tab === "BUTTONS" && (
        <>
          <p className="module-dialog__lead">{texts.defaultHint}</p>
          <TextField label={dialogTexts.showFormButton} value={properties.showFormButton} placeholder={guestTexts?.showSpeechForm} onChange={(event) => set({ showFormButton: event.target.value })} />
          <TextField label={dialogTexts.sendButton} value={properties.sendButton} placeholder={guestTexts?.send} onChange={(event) => set({ sendButton: event.target.value })} />
        </>
      )}
    </ModuleDialog>
  );
}
