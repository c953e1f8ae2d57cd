import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { MapField } from "./MapField";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";

/** Title, the map, second title and rich text per language, and the image: the order guests see them in. */
export default function LocationEditor({ module, onChange, onClose }: ModuleEditorProps<"Location">) {
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Location.name;
  const { siteId } = useSiteEditor();
  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <MapField siteId={siteId} map={module.map} onChange={(map) => onChange({ ...module, map })} />
      <TranslatedTextField label={fields.secondTitle} placeholder={fields.secondTitlePlaceholder} value={module.secondTitle} onChange={(secondTitle) => onChange({ ...module, secondTitle })} />
      <RichTextField label={fields.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <ImageField label={fields.image} image={module.image} onChange={(image) => onChange({ ...module, image })} />
    </ModuleDialog>
  );
}
