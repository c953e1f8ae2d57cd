import { useId } from "react";
import { ModuleDialog } from "../../../kit/editor/fields/ModuleDialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import { LEGACY_MAX_PERSONS } from "../rsvpProperties";

const COUNTS = Array.from({ length: LEGACY_MAX_PERSONS.max - LEGACY_MAX_PERSONS.min + 1 }, (_, index) => LEGACY_MAX_PERSONS.min + index);

/** "Ändra valbart antal personer": how many persons one answer may hold, 1 to 5 (spec 2). */
export function MaxPersonsDialog({ value, onChange, onClose }: { value: number; onChange: (value: number) => void; onClose: () => void }) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const id = useId();
  return (
    <ModuleDialog title={texts.maxPersonsTitle} onClose={onClose} narrow>
      <div className="field field--count">
        <label className="field__label" htmlFor={id}>
          {texts.maxPersons}
        </label>
        <select id={id} className="field__input" value={value} data-autofocus onChange={(event) => onChange(Number(event.target.value))}>
          {COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </ModuleDialog>
  );
}
