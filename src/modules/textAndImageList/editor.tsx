import { translate } from "../../domain/languages";
import { newId } from "../../domain/lists";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import { EditableList } from "../../kit/editor/lists/EditableList";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { TEXT_AND_IMAGE_LIST_EDITOR_TEXTS } from "./editorTexts";

/** The list of text and image rows (spec 2): a heading, then rows to add, edit, move and remove. */
export default function TextAndImageListEditor({ module, onChange, onClose }: ModuleEditorProps<"TextAndImageList">) {
  const { language } = useSiteEditor();
  const texts = useOwnerTexts(TEXT_AND_IMAGE_LIST_EDITOR_TEXTS);
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const names = useOwnerTexts(MODULE_CHOICE_TEXTS);
  return (
    <ModuleDialog title={names.TextAndImageList.name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <EditableList
        label={texts.items}
        items={module.list}
        onChange={(list) => onChange({ ...module, list })}
        summary={(item) => ({ title: translate(item.title, language) || texts.untitled, image: item.image })}
        add={{ label: texts.add, create: () => ({ id: newId("listItem"), title: {}, text: {}, image: null }) }}
        renderFields={(item, change) => (
          <>
            <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={item.title} onChange={(title) => change({ ...item, title })} />
            <RichTextField label={fields.text} value={item.text} onChange={(text) => change({ ...item, text })} />
            <ImageField label={fields.image} image={item.image} onChange={(image) => change({ ...item, image })} />
          </>
        )}
      />
    </ModuleDialog>
  );
}
