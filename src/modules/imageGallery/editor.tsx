import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import { ImagesUpload } from "../../kit/editor/images/ImagesUpload";
import { EditableList } from "../../kit/editor/lists/EditableList";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { GALLERY_EDITOR_TEXTS } from "./editorTexts";
import { galleryItems } from "./galleryItems";
import { fill } from "../../domain/fill";

/**
 * The gallery (spec 2): heading, text and images. Several images upload at once, one request
 * after another, each added as it arrives; each can then be cropped, moved or removed.
 */
export default function ImageGalleryEditor({ module, onChange, onClose }: ModuleEditorProps<"ImageGallery">) {
  const texts = useOwnerTexts(GALLERY_EDITOR_TEXTS);
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const names = useOwnerTexts(MODULE_CHOICE_TEXTS);
  return (
    <ModuleDialog title={names.ImageGallery.name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <RichTextField label={fields.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <EditableList
        label={texts.images}
        items={galleryItems(module.gallery)}
        onChange={(items) => onChange({ ...module, gallery: items.map((item) => item.image) })}
        summary={(item, index) => ({ title: fill(texts.image, { n: index + 1 }), image: item.image })}
        renderFields={(item, change, index) => (
          <ImageField
            label={fill(texts.image, { n: index + 1 })}
            image={item.image}
            // Removing the picture removes the gallery entry; a new upload replaces it in place.
            onChange={(image) => (image ? change({ ...item, image }) : onChange({ ...module, gallery: module.gallery.filter((_, at) => at !== index) }))}
          />
        )}
      />
      <ImagesUpload onUploaded={(image) => onChange({ ...module, gallery: [...module.gallery, image] })} />
    </ModuleDialog>
  );
}
