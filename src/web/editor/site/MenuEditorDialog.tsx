import { translate, uiLanguageFor } from "../../../domain/languages";
import { replaceById } from "../../../domain/lists";
import { format } from "../../i18n/format";
import { menuEntries } from "../../site/menuEntries";
import { SITE_TEXTS } from "../../site/texts";
import { CheckboxField } from "../../ui/fields";
import { ModuleDialog } from "../fields/ModuleDialog";
import { TranslatedTextField } from "../fields/TranslatedTextField";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "./siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

/**
 * The menu editor (spec 3): each module's menu name in the language being edited and whether
 * it shows in the menu. Links are made from the names and kept unique, as the guest page makes them.
 */
export function MenuEditorDialog({ onClose }: { onClose: () => void }) {
  const { document, language, update } = useSiteEditor();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const entries = menuEntries(document.siteModules, language, true, SITE_TEXTS[uiLanguageFor(language)].noMenuTitle);
  const change = (moduleId: string, patch: { menuTitle?: Record<string, string>; hideInMenu?: boolean }) =>
    update((draft) => ({ ...draft, siteModules: replaceById(draft.siteModules, moduleId, (module) => ({ ...module, ...patch })) }));

  return (
    <ModuleDialog title={texts.menuTitle} onClose={onClose}>
      <p className="dialog__lead">{texts.menuLead}</p>
      <ol className="menu-editor">
        {document.siteModules.map((module, index) => (
          <li key={module.id}>
            <fieldset className="menu-editor__item">
              <legend className="menu-editor__module">{translate(module.title, language) || entries[index]!.label}</legend>
              <TranslatedTextField
                label={texts.menuName}
                value={module.menuTitle}
                placeholder={translate(module.title, language)}
                onChange={(menuTitle) => change(module.id, { menuTitle })}
              />
              <CheckboxField label={texts.hideInMenu} checked={module.hideInMenu} onChange={(event) => change(module.id, { hideInMenu: event.target.checked })} />
              <p className="menu-editor__slug muted">{format(texts.link, { slug: entries[index]!.slug })}</p>
            </fieldset>
          </li>
        ))}
      </ol>
    </ModuleDialog>
  );
}
