import { EyeIcon, PencilIcon } from "../../../kit/ui/icons";

/** A bar button's text; the bar's CSS hides it where only the icon fits. */
export const BarLabel = ({ text }: { text: string }) => <span className="editor-bar__label">{text}</span>;

/** The editor bars' Edit/Preview pair (the site editor's and the card editor's). */
export function EditModeToggle({ editMode, onEditMode, editLabel, previewLabel }: { editMode: boolean; onEditMode: (edit: boolean) => void; editLabel: string; previewLabel: string }) {
  return (
    <div className="editor-bar__group editor-bar__mode">
      <button type="button" className="editor-bar__toggle" aria-pressed={editMode} onClick={() => onEditMode(true)}>
        <PencilIcon />
        <BarLabel text={editLabel} />
      </button>
      <button type="button" className="editor-bar__toggle" aria-pressed={!editMode} onClick={() => onEditMode(false)}>
        <EyeIcon />
        <BarLabel text={previewLabel} />
      </button>
    </div>
  );
}

/** Save as the page around the editor runs it: store the site, or first create an account (quick start). */
export interface SaveState {
  /** Said beside the button: saved, unsaved, saving, or where quick start keeps the work. */
  status: string;
  /** There is something to save: the button stands out. */
  wanted: boolean;
  enabled: boolean;
  onSave: () => void;
}

/** A stored site's Save: saving while the call runs, then saved or unsaved by the draft. */
export function storedSiteSave(pending: boolean, dirty: boolean, texts: { saving: string; unsaved: string; saved: string }, onSave: () => void): SaveState {
  return { status: pending ? texts.saving : dirty ? texts.unsaved : texts.saved, wanted: dirty, enabled: dirty && !pending, onSave };
}

/** Save with what it last did beside it; it stands out while there is something to save. */
export function SaveButton({ save, label }: { save: SaveState; label: string }) {
  return (
    <div className="editor-bar__save">
      <span className="editor-bar__status" role="status">
        {save.status}
      </span>
      <button type="button" className={save.wanted ? "button button--primary" : "button button--secondary"} disabled={!save.enabled} onClick={save.onSave}>
        {label}
      </button>
    </div>
  );
}
