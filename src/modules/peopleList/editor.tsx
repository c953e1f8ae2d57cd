import { newId } from "../../domain/lists";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ImageField } from "../../kit/editor/images/ImageField";
import { EditableList } from "../../kit/editor/lists/EditableList";
import { TextField } from "../../kit/ui/fields";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { PEOPLE_LIST_EDITOR_TEXTS } from "./editorTexts";

/** The people list (spec 2): a heading, then a card per person with name, title, text and portrait. */
export default function PeopleListEditor({ module, onChange, onClose }: ModuleEditorProps<"PeopleList">) {
  const texts = useOwnerTexts(PEOPLE_LIST_EDITOR_TEXTS);
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const names = useOwnerTexts(MODULE_CHOICE_TEXTS);
  return (
    <ModuleDialog title={names.PeopleList.name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <EditableList
        label={texts.people}
        items={module.list}
        onChange={(list) => onChange({ ...module, list })}
        summary={(person) => ({ title: person.name || texts.unnamed, image: person.image })}
        add={{ label: texts.add, create: () => ({ id: newId("peopleListItem"), name: "", title: {}, text: {}, image: null }) }}
        renderFields={(person, change) => (
          <>
            {/* A name is the same in every language, so it is plain text. */}
            <TextField label={texts.name} value={person.name} maxLength={200} onChange={(event) => change({ ...person, name: event.target.value })} />
            <TranslatedTextField label={texts.personTitle} value={person.title} onChange={(title) => change({ ...person, title })} />
            <RichTextField label={fields.text} value={person.text} onChange={(text) => change({ ...person, text })} />
            <ImageField label={fields.image} image={person.image} onChange={(image) => change({ ...person, image })} />
          </>
        )}
      />
    </ModuleDialog>
  );
}
