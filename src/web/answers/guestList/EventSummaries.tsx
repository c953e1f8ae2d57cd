import type { OverviewEvent } from "../../../domain/guestList/overview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { eventName } from "./guestView";
import { GUEST_VIEW_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/** A card per event: how many guests are coming, not coming and have not answered, and the same by household. */
export function EventSummaries({ events }: { events: OverviewEvent[] }) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const parts = [
    { key: "coming", label: texts.coming },
    { key: "notComing", label: texts.notComing },
    { key: "notAnswered", label: texts.notAnswered },
  ] as const;
  return (
    <section className="guest-events" aria-labelledby="guest-events-heading">
      <h2 id="guest-events-heading" className="visually-hidden">
        {texts.summaryHeading}
      </h2>
      {events.map((event) => {
        const name = eventName(event, language, texts);
        return (
          <article key={event.id} className="card guest-event" aria-label={name}>
            <h3 className="guest-event__name">{name}</h3>
            <ul className="guest-event__counts" aria-label={fill(texts.guestCounts, { ...event.guests })}>
              {parts.map((part) => (
                <li key={part.key} className={`attendance__item attendance__item--${part.key === "notAnswered" ? "unknown" : part.key}`}>
                  <span className="attendance__swatch" aria-hidden="true" />
                  <span className="attendance__label">{part.label}</span>
                  <span className="attendance__count">{event.guests[part.key]}</span>
                </li>
              ))}
            </ul>
            <p className="guest-event__households">{fill(texts.householdCounts, { ...event.households })}</p>
          </article>
        );
      })}
    </section>
  );
}
