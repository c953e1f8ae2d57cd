import { offersEventLogo } from "../../domain/site/designChoices";
import { CheckboxField } from "../../kit/ui/fields";
import { ChoiceField } from "../../kit/editor/fields/ChoiceField";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { HEADER_EDITOR_TEXTS } from "./editorTexts";
import { HEADER_IMAGE_SIZES } from "./schema";
import { TitleAlignmentField } from "./TitleAlignmentField";
import "./editor.css";

/**
 * Title and second line per language, the image and its size; in theme9 the title's place on
 * the photo; for weddings the event logo in place of the title. A legacy header has neither.
 */
export default function HeaderEditor({ module, onChange, onClose }: ModuleEditorProps<"Header">) {
  const { document, brand, legacy } = useSiteEditor();
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const texts = useOwnerTexts(HEADER_EDITOR_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Header.name;

  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <TranslatedTextField
        label={texts.secondLine}
        placeholder={texts.secondLineHint}
        value={module.secondLine}
        onChange={(secondLine) => onChange({ ...module, secondLine })}
      />
      {offersEventLogo(brand) && !legacy && (
        <div className="header-editor__logo">
          <CheckboxField label={texts.showEventLogo} checked={module.showEventLogo} onChange={(event) => onChange({ ...module, showEventLogo: event.target.checked })} />
          <p className="field__hint">{texts.eventLogoHint}</p>
        </div>
      )}
      <ImageField label={fields.image} image={module.image} onChange={(image) => onChange({ ...module, image })} focalPoint />
      {module.image && (
        <ChoiceField
          legend={texts.imageSize}
          choices={HEADER_IMAGE_SIZES.map((size) => ({ value: size, label: texts.sizes[size] }))}
          value={module.userSelectedImageSize}
          onChange={(userSelectedImageSize) => onChange({ ...module, userSelectedImageSize })}
        />
      )}
      {document.theme === "theme9" && !legacy && (
        <TitleAlignmentField value={module.titleVerticalAlignment} onChange={(titleVerticalAlignment) => onChange({ ...module, titleVerticalAlignment })} />
      )}
    </ModuleDialog>
  );
}
