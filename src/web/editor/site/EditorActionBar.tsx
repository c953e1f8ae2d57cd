import { useId } from "react";
import { Link } from "react-router";
import { languageName } from "../../../domain/site/languageNames";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { BarLabel, EditModeToggle, SaveButton, type SaveState } from "./editorBarParts";
import { DesktopIcon, DotsIcon, GlobeIcon, MenuEditIcon, PageTextIcon, PaletteIcon, PhoneIcon } from "./actionBarIcons";
import { EyeIcon } from "../../../kit/ui/icons";
import { PREVIEW_TEXTS } from "./actionBarTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

export type EditorDrawer = "design" | "more" | null;
/** How wide review mode shows the page: the editor's own width, or a phone's. */
export type PreviewWidth = "desktop" | "phone";

interface EditorActionBarProps {
  editMode: boolean;
  onEditMode: (editMode: boolean) => void;
  save: SaveState;
  drawer: EditorDrawer;
  onDrawer: (drawer: EditorDrawer) => void;
  chooseAddressPath: string | null;
  /** The published site's address, opened in a new tab; null before it is published. */
  siteUrl: string | null;
  onEditMenu: () => void;
  previewWidth: PreviewWidth;
  onPreviewWidth: (width: PreviewWidth) => void;
}

/** A label that gives way to the icon beside it on a phone; the button keeps it as its name. */

/**
 * The editor's action bar (spec 3, Editor screen): Redigera/Granska, the language switcher
 * with two or more languages, Design and Mer (one drawer at a time), Ändra meny in edit mode
 * and the preview width in review mode, Välj adress while the site is not active, Visa sidan once
 * it is published, and Spara,
 * which stands out while there are unsaved changes. On a phone it is one row of icons.
 */
export function EditorActionBar({ editMode, onEditMode, save, drawer, onDrawer, chooseAddressPath, siteUrl, onEditMenu, previewWidth, onPreviewWidth }: EditorActionBarProps) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const previewTexts = useOwnerTexts(PREVIEW_TEXTS);
  const { language: uiLanguage } = useI18n();
  const { document, language, setLanguage } = useSiteEditor();
  const languages = siteLanguageCodes(document);
  const languageId = useId();
  const toggleDrawer = (which: Exclude<EditorDrawer, null>) => onDrawer(drawer === which ? null : which);

  return (
    // The frame measures the room the bar has (beside a drawer too), the row inside fits itself to it.
    <div className="editor-bar">
      <div className="editor-bar__row" role="toolbar" aria-label={texts.toolbar}>
        <EditModeToggle editMode={editMode} onEditMode={onEditMode} editLabel={texts.edit} previewLabel={texts.review} />
        {languages.length > 1 && (
          <div className="editor-bar__language">
            {/* Named and drawn apart from the interface language's select, which lists the same names. */}
            <label htmlFor={languageId}>
              <PageTextIcon />
              <span className="editor-bar__language-name">{texts.language}</span>
            </label>
            <select id={languageId} className="field__input" title={texts.language} value={language} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, uiLanguage)}
                </option>
              ))}
            </select>
          </div>
        )}
        {!editMode && (
          <div className="editor-bar__group editor-bar__preview" role="group" aria-label={previewTexts.previewSize}>
            <button type="button" className="editor-bar__toggle" aria-pressed={previewWidth === "desktop"} title={previewTexts.desktop} onClick={() => onPreviewWidth("desktop")}>
              <DesktopIcon />
              <BarLabel text={previewTexts.desktop} />
            </button>
            <button type="button" className="editor-bar__toggle" aria-pressed={previewWidth === "phone"} title={previewTexts.phone} onClick={() => onPreviewWidth("phone")}>
              <PhoneIcon />
              <BarLabel text={previewTexts.phone} />
            </button>
          </div>
        )}
        <div className="editor-bar__group editor-bar__drawers">
          <button type="button" className="button button--ghost" aria-expanded={drawer === "design"} onClick={() => toggleDrawer("design")}>
            <PaletteIcon />
            <BarLabel text={texts.design} />
          </button>
          <button type="button" className="button button--ghost" aria-expanded={drawer === "more"} onClick={() => toggleDrawer("more")}>
            <DotsIcon />
            <BarLabel text={texts.more} />
          </button>
          {/* Here rather than on the page, so it never covers the site's own menu bar. */}
          {editMode && (
            <button type="button" className="button button--ghost" onClick={onEditMenu}>
              <MenuEditIcon />
              <BarLabel text={texts.editMenu} />
            </button>
          )}
          {chooseAddressPath && (
            <Link className="button button--secondary" to={chooseAddressPath}>
              <GlobeIcon />
              <BarLabel text={texts.chooseAddress} />
            </Link>
          )}
          {siteUrl && (
            <a className="button button--secondary" href={siteUrl} target="_blank" rel="noopener">
              <EyeIcon />
              <BarLabel text={texts.viewSite} />
            </a>
          )}
        </div>
        <SaveButton save={save} label={texts.save} />
      </div>
    </div>
  );
}
