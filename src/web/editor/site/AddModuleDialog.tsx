import { MODULE_CHOICE_TEXTS, moduleChoicesFor, type ModuleChoice } from "../../../modules/moduleChoices";
import { useI18n } from "../../i18n/useI18n";
import { Dialog } from "../../ui/Dialog";
import { useSiteEditor } from "./siteEditorContext";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";

interface AddModuleDialogProps {
  open: boolean;
  onChoose: (choice: ModuleChoice) => void;
  onClose: () => void;
}

/** `Välj modul` (spec 2, Module wrapper): the kinds the brand offers, each with a line about it. */
export function AddModuleDialog({ open, onChoose, onClose }: AddModuleDialogProps) {
  const { brand } = useSiteEditor();
  const { language } = useI18n();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const names = MODULE_CHOICE_TEXTS[language];
  return (
    <Dialog open={open} onClose={onClose} title={texts.chooseModule} closeLabel={texts.close} className="dialog--editor">
      <ul className="module-choices">
        {moduleChoicesFor(brand).map((choice) => (
          <li key={choice}>
            <button type="button" className="module-choices__choice" onClick={() => onChoose(choice)}>
              <span className="module-choices__name">{names[choice].name}</span>
              <span className="module-choices__description">{names[choice].description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
