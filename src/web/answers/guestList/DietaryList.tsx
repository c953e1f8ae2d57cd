import { useState } from "react";
import type { DietaryNote, OverviewEvent } from "../../../domain/guestList/overview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { dietaryText, eventName } from "./guestView";
import { GUEST_VIEW_TEXTS } from "./texts";

/** The body attribute the print styles look for: only the caterer's list is printed. */
const PRINTING = "dietary";

/** The dietary notes of everyone coming in one list, to copy into a mail to the caterer or to print. */
export function DietaryList({ notes, events }: { notes: DietaryNote[]; events: OverviewEvent[] }) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const names = new Map(events.map((event) => [event.id, eventName(event, language, texts)]));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(dietaryText(notes, events, language, texts));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  const print = () => {
    document.body.dataset.printing = PRINTING;
    window.addEventListener("afterprint", () => delete document.body.dataset.printing, { once: true });
    window.print();
  };

  return (
    <section className="card guest-dietary" aria-labelledby="guest-dietary-heading">
      <div className="guest-dietary__head">
        <h2 id="guest-dietary-heading">{texts.dietaryHeading}</h2>
        {notes.length > 0 && (
          <div className="actions guest-dietary__actions">
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {texts.copy}
            </button>
            <button type="button" className="button button--ghost" onClick={print}>
              {texts.print}
            </button>
          </div>
        )}
      </div>
      <p className="guest-dietary__status" role="status">
        {copied === "copied" ? texts.copied : copied === "failed" ? texts.copyFailed : ""}
      </p>
      {notes.length === 0 ? (
        <p className="muted">{texts.dietaryEmpty}</p>
      ) : (
        <ul className="guest-dietary__list">
          {notes.map((note) => (
            <li key={note.guestId} className="guest-dietary__note">
              <span className="guest-dietary__who">
                <strong>{note.guestName}</strong> <span className="muted">{note.householdName}</span>
              </span>
              <span className="guest-dietary__text">{note.dietary}</span>
              {events.length > 1 && (
                <span className="guest-dietary__events">
                  {texts.dietaryEvents}: {note.eventIds.map((id) => names.get(id)).join(", ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
