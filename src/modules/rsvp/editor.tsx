import { useId, useState } from "react";
import { uiLanguageFor } from "../../domain/languages";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { FORM_DIALOG_TEXTS } from "../form/editing/dialogTexts";
import { ConfirmationTab, QuestionsTab } from "../form/editing/FormModuleTabs";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MAX_GUESTS } from "./schema";
import { RSVP_TEXTS } from "./texts";

type Tab = "QUESTIONS" | "CONFIRMATION" | "OTHER";

const GUEST_COUNTS = Array.from({ length: MAX_GUESTS.max - MAX_GUESTS.min + 1 }, (_, index) => MAX_GUESTS.min + index);

/** The RSVP dialog (spec 3, section 4): questions, confirmation, and the guest count and button texts. */
export default function RsvpEditor({ module, onChange, onClose }: ModuleEditorProps<"Rsvp">) {
  const texts = useOwnerTexts(FORM_DIALOG_TEXTS);
  const { language } = useSiteEditor();
  const defaults = RSVP_TEXTS[uiLanguageFor(language)];
  const [tab, setTab] = useState<Tab>("QUESTIONS");
  const id = useId();
  const tabs = [
    { id: "QUESTIONS" as const, label: texts.questions },
    { id: "CONFIRMATION" as const, label: texts.confirmation },
    { id: "OTHER" as const, label: texts.other },
  ];
  const single = module.maxNumberOfGuests === 1;

  return (
    <ModuleDialog title={texts.rsvpTitle} tabs={tabs} tab={tab} onTab={setTab} onClose={onClose}>
      {tab === "QUESTIONS" && <QuestionsTab module={module} onChange={onChange} />}
      {tab === "CONFIRMATION" && <ConfirmationTab module={module} onChange={onChange} defaults={defaults} />}
      {tab === "OTHER" && (
        <>
          <p className="module-dialog__lead">{texts.defaultHint}</p>
          <div className="field field--count">
            <label className="field__label" htmlFor={`${id}-max`}>
              {texts.maxGuests}
            </label>
            <select
              id={`${id}-max`}
              className="field__input"
              aria-describedby={`${id}-max-hint`}
              value={module.maxNumberOfGuests}
              onChange={(event) => onChange({ ...module, maxNumberOfGuests: Number(event.target.value) })}
            >
              {GUEST_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
            <p id={`${id}-max-hint`} className="field__hint">
              {texts.maxGuestsHint}
            </p>
          </div>
          {single ? (
            <TranslatedTextField label={texts.oneGuestRsvpButton} value={module.oneGuestRsvpButton} placeholder={defaults.reply} onChange={(oneGuestRsvpButton) => onChange({ ...module, oneGuestRsvpButton })} />
          ) : (
            <>
              <TranslatedTextField
                label={texts.selectNumberOfGuestsText}
                value={module.selectNumberOfGuestsText}
                placeholder={defaults.selectNumberOfGuests}
                onChange={(selectNumberOfGuestsText) => onChange({ ...module, selectNumberOfGuestsText })}
              />
              <TranslatedTextField
                label={texts.guestIndexTitle}
                value={module.guestIndexTitle}
                placeholder={defaults.guestIndexTitle}
                hint={texts.guestIndexTitleHint}
                onChange={(guestIndexTitle) => onChange({ ...module, guestIndexTitle })}
              />
            </>
          )}
          <TranslatedTextField label={texts.sendButton} value={module.sendButton} placeholder={defaults.send} onChange={(sendButton) => onChange({ ...module, sendButton })} />
        </>
      )}
    </ModuleDialog>
  );
}
