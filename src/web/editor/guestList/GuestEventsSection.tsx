import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { GuestEventsEditor } from "./events/GuestEventsEditor";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";

/** The site's events (ceremony, dinner, party …), above the households they are invited to. */
export function GuestEventsSection({ view }: { view: GuestListView }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  return (
    <section className="guest-list__events" aria-labelledby="guest-events-heading">
      <h2 id="guest-events-heading">{texts.eventsHeading}</h2>
      <GuestEventsEditor view={view} />
    </section>
  );
}
