import { useId, useState, type FormEvent } from "react";
import { useShowError } from "../../../kit/errors/useShowError";
import { Dialog } from "../../../kit/ui/Dialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { deleteGuestList } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/** Deleting the whole list cannot be undone, so the owner types a word to confirm it. */
export function DeleteGuestListDialog({ view, onClose }: { view: GuestListView; onClose: () => void }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const showError = useShowError();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const guests = view.households.reduce((sum, household) => sum + household.guests.length, 0);
  const confirmed = typed.trim().toLocaleUpperCase() === texts.deleteAllWord;

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteGuestList(view.siteId);
      await view.reload();
      onClose();
    } catch (error) {
      showError(error, texts.deleteAllFailed);
      setDeleting(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={texts.deleteAllTitle}>
      <form onSubmit={remove}>
        <p className="dialog__lead">{fill(texts.deleteAllText, { households: view.households.length, guests })}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-word`}>
            {fill(texts.deleteAllTypeLabel, { word: texts.deleteAllWord })}
          </label>
          <input id={`${id}-word`} className="field__input" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} data-autofocus />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--danger" disabled={!confirmed || deleting}>
            {texts.deleteAllConfirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
