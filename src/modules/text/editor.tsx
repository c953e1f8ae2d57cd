import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";

/** A title and rich text per language. */
export default function TextEditor({ module, onChange, onClose }: ModuleEditorProps<"Text">) {
  const texts = useOwnerTexts(MODULE_FIELD_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Text.name;
  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={texts.title} placeholder={texts.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <RichTextField label={texts.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
    </ModuleDialog>
  );
}
