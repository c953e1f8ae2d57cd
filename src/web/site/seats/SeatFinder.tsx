import type { EventSeats } from "../../../domain/seating/seatFinder";
import { SEAT_SEARCH_MAX_LENGTH, SEAT_SEARCH_MIN_LENGTH } from "../../../domain/seating/limits";
import { SEAT_FINDER_TEXTS, seatLine } from "../../../domain/seating/seatFinderTexts";
import { useTexts } from "../../../kit/guestPage/SiteContext";

/** What "Hitta din plats" shows on a page (decision 115): a household's own seats, or the open page's search form. */
export type SeatFinderView = { seats: EventSeats[] } | { searchAction: string };

/**
 * Drawn with the page on the server and never hydrated: no script. The search is a plain GET
 * form to the answer page beside the open page.
 */
export function SeatFinder({ view }: { view: SeatFinderView }) {
  const texts = useTexts(SEAT_FINDER_TEXTS);
  return (
    <section className="seat-finder" aria-labelledby="seat-finder-title">
      <h2 id="seat-finder-title" className="seat-finder__title">
        {texts.title}
      </h2>
      {"seats" in view ? (
        view.seats.map((event) => (
          <div key={event.eventId} className="seat-finder__event">
            {view.seats.length > 1 && <h3 className="seat-finder__event-name">{event.eventName}</h3>}
            <ul className="seat-finder__seats">
              {event.seats.map((seat) => (
                <li key={`${seat.name}|${seat.table}|${seat.seat}`}>{seatLine(texts, seat)}</li>
              ))}
            </ul>
          </div>
        ))
      ) : (
        <form className="seat-finder__search" method="get" action={view.searchAction} role="search" aria-label={texts.title}>
          <p className="seat-finder__lead">{texts.searchLead}</p>
          <div className="site-field">
            <label htmlFor="seat-finder-q">{texts.searchLabel}</label>
            <input id="seat-finder-q" name="q" type="search" required minLength={SEAT_SEARCH_MIN_LENGTH} maxLength={SEAT_SEARCH_MAX_LENGTH} autoComplete="name" />
          </div>
          <button type="submit" className="site-button site-button--primary">
            {texts.search}
          </button>
        </form>
      )}
    </section>
  );
}
