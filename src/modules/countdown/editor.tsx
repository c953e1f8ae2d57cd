import { useId, useState } from "react";
import { TextField } from "../../kit/ui/fields";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { defaultCountdownDate } from "./countdown";
import { countdownDateProblem } from "./countdownInput";
import { COUNTDOWN_EDITOR_TEXTS } from "./editorTexts";
import { LegacyCountdownFields } from "./LegacyCountdownFields";
import { COUNTDOWN_DATE_RANGE } from "./schema";
import { UnitWordFields } from "./UnitWordFields";

/**
 * The title and the date and time counted down to; a value the site cannot hold stays out of the
 * draft. A legacy site's countdown takes the date and time as the older product did (two text
 * fields), and a countdown with its own unit words (a legacy one's) has them to edit.
 */
export default function CountdownEditor({ module, onChange, onClose }: ModuleEditorProps<"Countdown">) {
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const { legacy } = useSiteEditor();
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Countdown.name;
  // A module without a date (older documents) shows the default; only the owner's change stores a date,
  // so opening the dialog leaves the page as it was.
  const [value, setValue] = useState(() => module.countdownDate ?? defaultCountdownDate(new Date()));

  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      {legacy ? (
        <LegacyCountdownFields value={value} onChange={(countdownDate) => onChange({ ...module, countdownDate })} />
      ) : (
        <NewerDateField module={module} onChange={onChange} value={value} setValue={setValue} />
      )}
      {module.unitLabels && <UnitWordFields labels={module.unitLabels} onChange={(unitLabels) => onChange({ ...module, unitLabels })} />}
    </ModuleDialog>
  );
}

/** The newer shape's datetime-local field, with what is wrong with a value it cannot store. */
function NewerDateField({ module, onChange, value, setValue }: Pick<ModuleEditorProps<"Countdown">, "module" | "onChange"> & { value: string; setValue: (value: string) => void }) {
  const texts = useOwnerTexts(COUNTDOWN_EDITOR_TEXTS);
  const problem = countdownDateProblem(value);
  const problemId = useId();
  return (
    <>
      <TextField
        label={texts.date}
        hint={texts.hint}
        type="datetime-local"
        min={COUNTDOWN_DATE_RANGE.min}
        max={COUNTDOWN_DATE_RANGE.max}
        value={value}
        required
        autoFocusInDialog
        aria-invalid={problem ? true : undefined}
        aria-errormessage={problem ? problemId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          if (!countdownDateProblem(next)) onChange({ ...module, countdownDate: next });
        }}
      />
      {problem && (
        <p id={problemId} className="notice notice--error" role="alert">
          {texts.problems[problem]}
        </p>
      )}
    </>
  );
}
