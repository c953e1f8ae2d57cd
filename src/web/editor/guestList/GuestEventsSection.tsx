import { translate } from "../../../domain/languages";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";

/** The site's events (ceremony, dinner, party …), above the households they are invited to. */
export function GuestEventsSection({ view }: { view: GuestListView }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { language } = useI18n();
  return (
    <section className="guest-list__events" aria-labelledby="guest-events-heading">
      <h2 id="guest-events-heading">{texts.eventsHeading}</h2>
      {view.events.length === 0 ? (
        <p className="muted">{texts.noEvents}</p>
      ) : (
        <ul className="guest-list__event-names">
          {view.events.map((event) => (
            <li key={event.id}>{translate(event.name, language)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
