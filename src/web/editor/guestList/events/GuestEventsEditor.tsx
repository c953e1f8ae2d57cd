import { useState } from "react";
import { moveBy } from "../../../../domain/lists";
import type { GuestEvent, GuestEventInput } from "../../../../domain/guestList/types";
import { translate } from "../../../../domain/languages";
import { useShowError } from "../../../../kit/errors/useShowError";
import { useI18n } from "../../../i18n/useI18n";
import { ConfirmDialog } from "../../../../kit/ui/ConfirmDialog";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, TrashIcon } from "../../../../kit/ui/icons";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { changeGuestEvent, createGuestEvent, deleteGuestEvent, reorderGuestEvents } from "./eventsApi";
import { formatEndsAt, formatStartsAt } from "./eventTimes";
import { GuestEventForm } from "./GuestEventForm";
import { GUEST_EVENT_TEXTS } from "./texts";
import "../../../../kit/editor/lists/lists.css";
import "./events.css";
import { fill } from "../../../../domain/fill";

/**
 * The site's events (ceremony, dinner, party …): each with its time, place and whether the open
 * page shows it, edited in place, moved up or down, removed after a question; every change is
 * stored at once and the list loaded again.
 */
export function GuestEventsEditor({ view }: { view: GuestListView }) {
  const texts = useOwnerBrandTexts(GUEST_EVENT_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [removing, setRemoving] = useState<GuestEvent | null>(null);
  const [busy, setBusy] = useState(false);
  const events = view.events;
  const nameOf = (event: GuestEvent) => translate(event.name, language) || translate(event.name, view.languages[0] ?? "sv");

  async function run(work: () => Promise<unknown>, failed: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      await view.reload();
      return true;
    } catch (error) {
      showError(error, failed);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const save = (event: GuestEvent | null) => async (input: GuestEventInput) => {
    const stored = await run(() => (event ? changeGuestEvent(view.siteId, event.id, input) : createGuestEvent(view.siteId, input)), texts.saveFailed);
    if (stored) setEditing(null);
  };
  const move = (event: GuestEvent, by: number) =>
    run(() => reorderGuestEvents(view.siteId, moveBy(events, event.id, by).map((entry) => entry.id)), texts.moveFailed);

  return (
    <div className="guest-events">
      <p className="guest-events__lead">{texts.lead}</p>
      {events.length > 0 && (
        <ol className="guest-events__list">
          {events.map((event, index) => {
            const name = nameOf(event);
            const headingId = `guest-event-${event.id}`;
            const place = translate(event.place, language) || translate(event.place, view.languages[0] ?? "sv");
            return (
              <li key={event.id} className={`list-card guest-event${editing === event.id ? " list-card--open" : ""}`}>
                <div className="guest-event__head">
                  <div className="guest-event__text">
                    <h3 id={headingId} className="guest-event__name">
                      {name}
                    </h3>
                    <p className="guest-event__details">
                      {event.startsAt ? formatStartsAt(event.startsAt, language) : texts.noTime}
                      {event.startsAt && event.endsAt && formatEndsAt(event.startsAt, event.endsAt, language)}
                      {place && <span className="guest-event__place">{place}</span>}
                    </p>
                    {event.isPublic && <p className="guest-event__openly">{texts.shownOpenly}</p>}
                  </div>
                  <div className="list-card__tools">
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-expanded={editing === event.id}
                      aria-describedby={headingId}
                      onClick={() => setEditing(editing === event.id ? null : event.id)}
                    >
                      <PencilIcon />
                      {editing === event.id ? texts.closeEdit : texts.edit}
                    </button>
                    <button type="button" className="icon-button" aria-label={texts.moveUp} aria-describedby={headingId} disabled={busy || index === 0} onClick={() => move(event, -1)}>
                      <ArrowUpIcon />
                    </button>
                    <button type="button" className="icon-button" aria-label={texts.moveDown} aria-describedby={headingId} disabled={busy || index === events.length - 1} onClick={() => move(event, 1)}>
                      <ArrowDownIcon />
                    </button>
                    <button type="button" className="icon-button list-card__remove" aria-label={texts.remove} aria-describedby={headingId} disabled={busy} onClick={() => setRemoving(event)}>
                      <TrashIcon />
                    </button>
                  </div>
                </div>
                {editing === event.id && (
                  <div className="list-card__fields">
                    <GuestEventForm siteId={view.siteId} event={event} languages={view.languages} onSave={save(event)} onCancel={() => setEditing(null)} />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {editing === "new" ? (
        <div className="list-card list-card--open guest-events__new" role="group" aria-label={texts.newHeading}>
          <h3 className="guest-event__name">{texts.newHeading}</h3>
          <GuestEventForm siteId={view.siteId} languages={view.languages} onSave={save(null)} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <button type="button" className="button button--secondary guest-events__add" onClick={() => setEditing("new")}>
          <PlusIcon />
          {texts.add}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={fill(texts.removeTitle, { name: nameOf(removing) })}
          text={texts.removeText}
          confirmLabel={texts.remove}
          cancelLabel={texts.cancel}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const event = removing;
            setRemoving(null);
            void run(() => deleteGuestEvent(view.siteId, event.id), texts.removeFailed);
          }}
        />
      )}
    </div>
  );
}
