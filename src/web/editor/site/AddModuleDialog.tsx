import { MODULE_CHOICE_DESCRIPTIONS, MODULE_CHOICE_TEXTS, moduleChoicesFor, type ModuleChoice } from "../../../modules/moduleChoices";
import { useI18n } from "../../i18n/useI18n";
import { Dialog } from "../../../kit/ui/Dialog";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";

interface AddModuleDialogProps {
  open: boolean;
  onChoose: (choice: ModuleChoice) => void;
  onClose: () => void;
  /** The kinds offered when not all the brand's are (a legacy site's), with a line on why. */
  choices?: ModuleChoice[];
  hint?: string;
}

/** `Välj modul` (spec 2, Module wrapper): the kinds the brand offers, each with a line about it. */
export function AddModuleDialog({ open, onChoose, onClose, choices, hint }: AddModuleDialogProps) {
  const { brand } = useSiteEditor();
  const { language } = useI18n();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const names = MODULE_CHOICE_TEXTS[language];
  const descriptions = MODULE_CHOICE_DESCRIPTIONS[brand][language];
  return (
    <Dialog open={open} onClose={onClose} title={texts.chooseModule} closeLabel={texts.close} className="dialog--editor">
      {hint && <p className="dialog__lead">{hint}</p>}
      <ul className="module-choices">
        {(choices ?? moduleChoicesFor(brand)).map((choice) => (
          <li key={choice}>
            <button type="button" className="module-choices__choice" onClick={() => onChoose(choice)}>
              <span className="module-choices__name">{names[choice].name}</span>
              <span className="module-choices__description">{descriptions[choice]}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
