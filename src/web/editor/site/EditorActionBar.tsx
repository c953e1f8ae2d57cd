import { useId } from "react";
import { Link } from "react-router";
import { languageName } from "../../../domain/site/languageNames";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "./siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

export type EditorDrawer = "design" | "more" | null;

/** Save as the page around the editor runs it: store the site, or first create an account (quick start). */
export interface SaveState {
  /** Said beside the button: saved, unsaved, saving, or where quick start keeps the work. */
  status: string;
  /** There is something to save: the button stands out. */
  wanted: boolean;
  enabled: boolean;
  onSave: () => void;
}

interface EditorActionBarProps {
  editMode: boolean;
  onEditMode: (editMode: boolean) => void;
  save: SaveState;
  drawer: EditorDrawer;
  onDrawer: (drawer: EditorDrawer) => void;
  chooseAddressPath: string | null;
}

/**
 * The editor's action bar (spec 3, Editor screen): Redigera/Granska, the language switcher
 * with two or more languages, Design and Mer (one drawer at a time), Välj adress while the
 * site is not active, and Spara, which stands out while there are unsaved changes.
 */
export function EditorActionBar({ editMode, onEditMode, save, drawer, onDrawer, chooseAddressPath }: EditorActionBarProps) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const { language: uiLanguage } = useI18n();
  const { document, language, setLanguage } = useSiteEditor();
  const languages = siteLanguageCodes(document);
  const languageId = useId();
  const toggleDrawer = (which: Exclude<EditorDrawer, null>) => onDrawer(drawer === which ? null : which);

  return (
    <div className="editor-bar" role="toolbar" aria-label={texts.toolbar}>
      <div className="editor-bar__group editor-bar__mode">
        <button type="button" className="editor-bar__toggle" aria-pressed={editMode} onClick={() => onEditMode(true)}>
          {texts.edit}
        </button>
        <button type="button" className="editor-bar__toggle" aria-pressed={!editMode} onClick={() => onEditMode(false)}>
          {texts.review}
        </button>
      </div>
      {languages.length > 1 && (
        <div className="editor-bar__language">
          <label htmlFor={languageId}>{texts.language}</label>
          <select id={languageId} className="field__input" value={language} onChange={(event) => setLanguage(event.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, uiLanguage)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="editor-bar__group editor-bar__drawers">
        <button type="button" className="button button--ghost" aria-expanded={drawer === "design"} onClick={() => toggleDrawer("design")}>
          {texts.design}
        </button>
        <button type="button" className="button button--ghost" aria-expanded={drawer === "more"} onClick={() => toggleDrawer("more")}>
          {texts.more}
        </button>
        {chooseAddressPath && (
          <Link className="button button--secondary" to={chooseAddressPath}>
            {texts.chooseAddress}
          </Link>
        )}
      </div>
      <div className="editor-bar__save">
        <span className="editor-bar__status" role="status">
          {save.status}
        </span>
        <button type="button" className={save.wanted ? "button button--primary" : "button button--secondary"} disabled={!save.enabled} onClick={save.onSave}>
          {texts.save}
        </button>
      </div>
    </div>
  );
}
