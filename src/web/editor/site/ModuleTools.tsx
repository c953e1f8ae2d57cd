import type { GuestModule } from "../../../modules/guestDocument";
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, PencilIcon, PlusIcon, TrashIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { Grip } from "./reorder/Grip";
import { EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

export interface ModuleActions {
  edit: (module: GuestModule) => void;
  /** Opens the module's editor on one of its parts (a gift). */
  editPart: (moduleId: string, partId: string) => void;
  move: (module: GuestModule, by: -1 | 1) => void;
  toggleHidden: (module: GuestModule) => void;
  remove: (module: GuestModule) => void;
  addBefore: (module: GuestModule) => void;
}

interface ModuleToolsProps {
  module: GuestModule;
  /** The module's name as the menu shows it, for the buttons' accessible names. */
  label: string;
  first: boolean;
  last: boolean;
  actions: ModuleActions;
}

/**
 * The bar on each module in edit mode (spec 2, Module wrapper): the grip drags the module, and
 * the arrows move it one place (the first has no move up, the last no move down).
 */
export function ModuleTools({ module, label, first, last, actions }: ModuleToolsProps) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  return (
    <div className="module-tools" role="toolbar" aria-label={fill(texts.moduleTools, { module: label })}>
      <button type="button" className="module-tools__add" onClick={() => actions.addBefore(module)}>
        <PlusIcon />
        {texts.addBefore}
      </button>
      {"sample" in module && module.sample && <p className="module-tools__sample">{texts.sample}</p>}
      <div className="module-tools__group">
        <Grip name={label} className="module-tools__button" />
        <button type="button" className="module-tools__button module-tools__button--main" onClick={() => actions.edit(module)}>
          <PencilIcon />
          {texts.editModule}
        </button>
        {!first && (
          <button type="button" className="module-tools__button" aria-label={texts.moveUp} title={texts.moveUp} onClick={() => actions.move(module, -1)}>
            <ArrowUpIcon />
          </button>
        )}
        {!last && (
          <button type="button" className="module-tools__button" aria-label={texts.moveDown} title={texts.moveDown} onClick={() => actions.move(module, 1)}>
            <ArrowDownIcon />
          </button>
        )}
        <button
          type="button"
          className="module-tools__button"
          aria-label={module.hide ? texts.show : texts.hide}
          title={module.hide ? texts.show : texts.hide}
          onClick={() => actions.toggleHidden(module)}
        >
          {module.hide ? <EyeIcon /> : <EyeOffIcon />}
        </button>
        <button type="button" className="module-tools__button" aria-label={texts.remove} title={texts.remove} onClick={() => actions.remove(module)}>
          <TrashIcon />
        </button>
      </div>
    </div>
  );
}
