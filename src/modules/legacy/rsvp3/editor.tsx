import { useState } from "react";
import { RichTextInput } from "../../../kit/editor/fields/RichTextField";
import { ModuleDialog } from "../../../kit/editor/fields/ModuleDialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORM_DIALOG_TEXTS } from "../../form/editing/dialogTexts";
import { CheckboxField, TextAreaField, TextField } from "../../../kit/ui/fields";
import type { LegacyModuleEditorProps } from "../editorTypes";
import { RadioGroupList, TextFieldList } from "../formEditor/QuestionLists";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import { useGuestTexts } from "../formEditor/useGuestTexts";
import { RSVP3_DEFAULTS, type Rsvp3Properties } from "../rsvpProperties";
import { LowerBlock } from "./LowerBlock";
import { MaxPersonsDialog } from "./MaxPersonsDialog";
import { plural } from "../../../domain/fill";

type Tab = "QUESTIONS" | "CONFIRMATION" | "OTHER";

/** The legacy RSVP's dialog (spec 2, RSVP module (legacy)): its questions in the guest's order, confirmation and other texts. */
export default function Rsvp3Editor({ module, onChange, onClose }: LegacyModuleEditorProps<"RSVP3">) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const dialogTexts = useOwnerTexts(FORM_DIALOG_TEXTS);
  const guestTexts = useGuestTexts();
  const [tab, setTab] = useState<Tab>("QUESTIONS");
  const [maxPersonsOpen, setMaxPersonsOpen] = useState(false);
  const properties = module.properties;
  const set = (change: Partial<Rsvp3Properties>) => onChange({ ...module, properties: { ...properties, ...change } });
  const tabs = [
    { id: "QUESTIONS" as const, label: dialogTexts.questions },
    { id: "CONFIRMATION" as const, label: dialogTexts.confirmation },
    { id: "OTHER" as const, label: dialogTexts.other },
  ];
  const max = properties.maxNumberOfPersons;
  const upper = properties.customTextFieldsAbove.length + properties.customMultipleRadioGroups.length;

  return (
    <ModuleDialog title={texts.rsvpTitle} tabs={tabs} tab={tab} onTab={setTab} onClose={onClose}>
      {tab === "QUESTIONS" && (
        <>
          <TextField label={dialogTexts.title} value={properties.title} onChange={(event) => set({ title: event.target.value })} />
          <RichTextInput label={dialogTexts.text} value={properties.text} onChange={(text) => set({ text })} />
          <div className="legacy-question-lists">
            <TextFieldList heading={texts.textFieldsAbove} questions={properties.customTextFieldsAbove} firstNumber={1} onChange={(customTextFieldsAbove) => set({ customTextFieldsAbove })} />
            <RadioGroupList
              heading={texts.radioGroups}
              questions={properties.customMultipleRadioGroups}
              firstNumber={properties.customTextFieldsAbove.length + 1}
              onChange={(customMultipleRadioGroups) => set({ customMultipleRadioGroups })}
            />
            <LowerBlock properties={properties} firstNumber={upper + 1} onChange={set} />
          </div>
        </>
      )}
      {tab === "CONFIRMATION" && (
        <>
          <p className="module-dialog__lead">{dialogTexts.confirmationLead}</p>
          <TextField label={dialogTexts.confirmationTitle} value={properties.confirmationTitle} placeholder={RSVP3_DEFAULTS.confirmationTitle} onChange={(event) => set({ confirmationTitle: event.target.value })} />
          <TextAreaField label={dialogTexts.confirmationText} value={properties.confirmationText} placeholder={RSVP3_DEFAULTS.confirmationText} onChange={(event) => set({ confirmationText: event.target.value })} />
        </>
      )}
      {tab === "OTHER" && (
        <>
          <div className="dialog-setting">
            <p className="dialog-setting__summary">{plural(max, texts.maxPersonsOne, texts.maxPersonsSummary)}</p>
            <button type="button" className="button button--secondary" onClick={() => setMaxPersonsOpen(true)}>
              {texts.maxPersonsTitle}
            </button>
          </div>
          <p className="module-dialog__lead">{texts.defaultHint}</p>
          {max === 1 ? (
            <CheckboxField
              label={texts.showRSVPFormWhenOnlyOnePerson}
              hint={texts.showRSVPFormWhenOnlyOnePersonHint}
              checked={properties.showRSVPFormWhenOnlyOnePerson}
              onChange={(event) => set({ showRSVPFormWhenOnlyOnePerson: event.target.checked })}
            />
          ) : (
            <>
              <TextField label={texts.chooseNumberOfPersonsText} value={properties.chooseNumberOfPersonsText} placeholder={guestTexts?.chooseNumberOfPersons} onChange={(event) => set({ chooseNumberOfPersonsText: event.target.value })} />
              <TextField label={texts.personTitle} value={properties.personTitle} placeholder={guestTexts?.person} onChange={(event) => set({ personTitle: event.target.value })} />
            </>
          )}
          <TextField label={dialogTexts.sendButton} value={properties.sendButton} placeholder={guestTexts?.send} onChange={(event) => set({ sendButton: event.target.value })} />
          {maxPersonsOpen && <MaxPersonsDialog value={max} onChange={(maxNumberOfPersons) => set({ maxNumberOfPersons })} onClose={() => setMaxPersonsOpen(false)} />}
        </>
      )}
    </ModuleDialog>
  );
}
