import { translate, uiLanguageFor } from "../../../domain/languages";
import { replaceById } from "../../../domain/lists";
import { menuEntries } from "../../site/menuEntries";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import { CheckboxField } from "../../../kit/ui/fields";
import { ModuleDialog } from "../../../kit/editor/fields/ModuleDialog";
import { TranslatedTextField } from "../../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { moveModule } from "./documentEdits";
import { Grip } from "./reorder/Grip";
import { SortableItem } from "./reorder/SortableItem";
import { SortableList } from "./reorder/SortableList";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/**
 * The menu editor (spec 3): the modules in menu order, reordered by their grips, with each one's
 * menu name in the language being edited and whether it shows in the menu. Links are made from
 * the names and kept unique, as the guest page makes them. Every field names its module, for a
 * screen reader that meets it outside its group.
 */
export function MenuEditorDialog({ onClose }: { onClose: () => void }) {
  const { document, language, update } = useSiteEditor();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const entries = menuEntries(document.siteModules, language, true, SITE_TEXTS[uiLanguageFor(language)].noMenuTitle, document.language);
  const names = new Map(document.siteModules.map((module, index) => [module.id, translate(module.title, language) || entries[index]!.label]));
  const nameOf = (moduleId: string) => names.get(moduleId) ?? "";
  const change = (moduleId: string, patch: { menuTitle?: Record<string, string>; hideInMenu?: boolean }) =>
    update((draft) => ({ ...draft, siteModules: replaceById(draft.siteModules, moduleId, (module) => ({ ...module, ...patch })) }));

  return (
    <ModuleDialog title={texts.menuTitle} onClose={onClose}>
      <p className="dialog__lead">{texts.menuLead}</p>
      <SortableList ids={[...names.keys()]} labelOf={nameOf} onMove={(id, by) => update((draft) => moveModule(draft, id, by))}>
        <ol className="menu-editor">
          {document.siteModules.map((module, index) => (
            <SortableItem key={module.id} id={module.id}>
              {(sortable) => (
                <li {...sortable} className="menu-editor__entry">
                  <Grip name={nameOf(module.id)} className="icon-button" />
                  <fieldset className="menu-editor__item">
                    <legend className="menu-editor__module">{nameOf(module.id)}</legend>
                    <TranslatedTextField
                      label={texts.menuName}
                      aria-label={fill(texts.menuNameOf, { module: nameOf(module.id) })}
                      value={module.menuTitle}
                      placeholder={translate(module.title, language)}
                      onChange={(menuTitle) => change(module.id, { menuTitle })}
                    />
                    <CheckboxField
                      label={texts.hideInMenu}
                      aria-label={fill(texts.hideInMenuOf, { module: nameOf(module.id) })}
                      checked={module.hideInMenu}
                      onChange={(event) => change(module.id, { hideInMenu: event.target.checked })}
                    />
                    <p className="menu-editor__slug muted">{fill(texts.link, { slug: entries[index]!.slug })}</p>
                  </fieldset>
                </li>
              )}
            </SortableItem>
          ))}
        </ol>
      </SortableList>
    </ModuleDialog>
  );
}
