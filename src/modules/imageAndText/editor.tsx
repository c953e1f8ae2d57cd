import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";

/** Title, second title and rich text per language, and the image. */
export default function ImageAndTextEditor({ module, onChange, onClose }: ModuleEditorProps<"ImageAndText">) {
  const texts = useOwnerTexts(MODULE_FIELD_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).ImageAndText.name;
  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={texts.title} placeholder={texts.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <TranslatedTextField label={texts.secondTitle} placeholder={texts.secondTitlePlaceholder} value={module.secondTitle} onChange={(secondTitle) => onChange({ ...module, secondTitle })} />
      <RichTextField label={texts.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <ImageField label={texts.image} image={module.image} onChange={(image) => onChange({ ...module, image })} focalPoint />
    </ModuleDialog>
  );
}
