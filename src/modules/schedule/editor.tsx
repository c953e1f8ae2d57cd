import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { SCHEDULE_HINT } from "./texts";

const INTRO = { sv: "Inledning (valfri)", en: "Introduction (optional)", da: "Indledning (valgfri)" };

/** The title and an intro; the events themselves are the guest list's, edited under Gäster. */
export default function ScheduleEditor({ module, onChange, onClose }: ModuleEditorProps<"Schedule">) {
  const texts = useOwnerTexts(MODULE_FIELD_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Schedule.name;
  return (
    <ModuleDialog title={name} onClose={onClose}>
      <p className="field__hint">{useOwnerTexts(SCHEDULE_HINT)}</p>
      <TranslatedTextField label={texts.title} placeholder={texts.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <RichTextField label={useOwnerTexts(INTRO)} value={module.intro} onChange={(intro) => onChange({ ...module, intro })} />
    </ModuleDialog>
  );
}
