import { ModuleDialog } from "../../../web/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../../web/editor/fields/moduleFieldTexts";
import { useOwnerTexts } from "../../../web/editor/fields/useOwnerTexts";
import { TextField } from "../../../web/ui/fields";
import type { LegacyModuleEditorProps } from "../editorTypes";

/** The legacy speech form's title, in the site's one language. */
export default function Speech2Editor({ module, onChange, onClose }: LegacyModuleEditorProps<"Speech2">) {
  const texts = useOwnerTexts(MODULE_FIELD_TEXTS);
  const properties = module.properties;
  return (
    <ModuleDialog title="Tal" onClose={onClose}>
      <TextField label={texts.title} value={properties.title} onChange={(event) => onChange({ ...module, properties: { ...properties, title: event.target.value } })} autoFocusInDialog />
    </ModuleDialog>
  );
}
