import { fill } from "../../domain/fill";
import type { SeatingEvent } from "../../domain/seating/plan";
import { useI18n } from "../i18n/useI18n";
import type { SeatingTexts } from "./texts";

export const seatingEventName = (event: SeatingEvent, language: string) => event.name[language] ?? Object.values(event.name)[0] ?? "";

interface EventChoiceProps {
  texts: SeatingTexts;
  events: SeatingEvent[];
  chosen: SeatingEvent | undefined;
  onChoose: (eventId: string | undefined) => void;
}

/** The chosen event with its counts, or (with more than one) the site's events with how many come and how many have a seat; the chosen one's plan opens below. */
export function EventChoice({ texts, events, chosen, onChoose }: EventChoiceProps) {
  const { language } = useI18n();
  if (chosen) {
    return (
      <p className="seating__event">
        <strong>{seatingEventName(chosen, language)}</strong> <span className="muted">{fill(texts.eventCounts, { coming: chosen.coming, placed: chosen.placed })}</span>{" "}
        {events.length > 1 && (
          <button type="button" className="button button--ghost" onClick={() => onChoose(undefined)}>
            {texts.otherEvent}
          </button>
        )}
      </p>
    );
  }
  return (
    <section aria-labelledby="seating-events-heading">
      <h2 id="seating-events-heading">{texts.chooseEvent}</h2>
      <ul className="seating__events">
        {events.map((event) => (
          <li key={event.id}>
            <button type="button" className="card seating__event-choice" onClick={() => onChoose(event.id)}>
              <span className="seating__event-name">{seatingEventName(event, language)}</span>
              <span className="muted">{fill(texts.eventCounts, { coming: event.coming, placed: event.placed })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
