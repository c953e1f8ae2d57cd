import { PlusIcon } from "../../kit/ui/icons";
import type { SeatingTexts } from "./texts";

interface PlanToolbarProps {
  texts: SeatingTexts;
  phone: boolean;
  view: "room" | "list";
  snap: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canPlace: boolean;
  onView: (view: "room" | "list") => void;
  onSnap: (snap: boolean) => void;
  onAddTable: () => void;
  onPlaceForMe: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

/** The plan's tools: add a table, "Placera åt mig", undo and redo, and (on a wide screen) room or list. */
export function PlanToolbar({ texts, phone, view, snap, saving, canUndo, canRedo, canPlace, onView, onSnap, onAddTable, onPlaceForMe, onUndo, onRedo }: PlanToolbarProps) {
  return (
    <div className="seating-toolbar">
      <div className="seating__actions">
        <button type="button" className="button button--secondary" onClick={onAddTable}>
          <PlusIcon />
          {texts.addTable}
        </button>
        <button type="button" className="button button--primary" onClick={onPlaceForMe} disabled={!canPlace}>
          {texts.placeForMe}
        </button>
      </div>
      <div className="seating__actions">
        <button type="button" className="button button--ghost" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          {texts.undo}
        </button>
        <button type="button" className="button button--ghost" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          {texts.redo}
        </button>
        <span className="muted seating-toolbar__saved">{saving ? texts.saving : texts.saved}</span>
      </div>
      {!phone && (
        <div className="seating-toolbar__view">
          <div className="seating-toggle" role="group" aria-label={texts.views}>
            <button type="button" className="seating-toggle__option" aria-pressed={view === "room"} onClick={() => onView("room")}>
              {texts.viewRoom}
            </button>
            <button type="button" className="seating-toggle__option" aria-pressed={view === "list"} onClick={() => onView("list")}>
              {texts.viewList}
            </button>
          </div>
          {view === "room" && (
            <label className="seating-toolbar__snap">
              <input type="checkbox" checked={snap} onChange={(event) => onSnap(event.target.checked)} />
              {texts.snap}
            </label>
          )}
        </div>
      )}
    </div>
  );
}
