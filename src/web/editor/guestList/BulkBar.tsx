import { useId, useState } from "react";
import { guestTag, type BulkHouseholdAction } from "../../../domain/guestList/types";
import { translate } from "../../../domain/languages";
import { useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { bulkChange } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

interface BulkBarProps {
  view: GuestListView;
  tags: string[];
  onClear: () => void;
  /** Says how many households changed, in the page's status line. */
  onDone: (message: string) => void;
}

/** Actions on the selected households at once: a tag added or removed, an event invited to or not. */
export function BulkBar({ view, tags, onClear, onDone }: BulkBarProps) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const ids = useId();
  const [tag, setTag] = useState("");
  const [eventId, setEventId] = useState("");
  const [busy, setBusy] = useState(false);
  const validTag = guestTag.safeParse(tag).success;

  async function run(action: BulkHouseholdAction) {
    setBusy(true);
    try {
      const { changed } = await bulkChange(view.siteId, action);
      await view.reload();
      onDone(fill(texts.bulkDone, { count: changed }));
    } catch (error) {
      showError(error, texts.bulkFailed);
    } finally {
      setBusy(false);
    }
  }
  const householdIds = view.selectedIds;

  return (
    <div className="bulk-bar" role="region" aria-label={fill(texts.selected, { count: householdIds.length })}>
      <p className="bulk-bar__count">
        <strong>{fill(texts.selected, { count: householdIds.length })}</strong>
        <button type="button" className="button button--ghost" onClick={onClear}>
          {texts.clearSelection}
        </button>
      </p>
      <div className="bulk-bar__group">
        <label htmlFor={`${ids}-tag`} className="field__label">
          {texts.bulkTag}
        </label>
        <input id={`${ids}-tag`} className="field__input" list={`${ids}-tags`} value={tag} onChange={(event) => setTag(event.target.value)} />
        <datalist id={`${ids}-tags`}>
          {tags.map((existing) => (
            <option key={existing} value={existing} />
          ))}
        </datalist>
        <button type="button" className="button button--secondary" disabled={busy || !validTag} onClick={() => run({ action: "addTag", tag, householdIds })}>
          {texts.addTag}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || !validTag} onClick={() => run({ action: "removeTag", tag, householdIds })}>
          {texts.removeTag}
        </button>
      </div>
      {view.events.length > 0 && (
        <div className="bulk-bar__group">
          <label htmlFor={`${ids}-event`} className="field__label">
            {texts.bulkEvent}
          </label>
          <select id={`${ids}-event`} className="field__input" value={eventId} onChange={(event) => setEventId(event.target.value)}>
            <option value="">{texts.chooseEvent}</option>
            {view.events.map((event) => (
              <option key={event.id} value={event.id}>
                {translate(event.name, language)}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary" disabled={busy || !eventId} onClick={() => run({ action: "invite", eventId, householdIds })}>
            {texts.invite}
          </button>
          <button type="button" className="button button--secondary" disabled={busy || !eventId} onClick={() => run({ action: "uninvite", eventId, householdIds })}>
            {texts.uninvite}
          </button>
        </div>
      )}
    </div>
  );
}
