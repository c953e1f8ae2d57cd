import { formatDateTime } from "../../../domain/dates";
import type { OverviewEvent, OverviewHousehold } from "../../../domain/guestList/overview";
import { useHouseholdReplies } from "../../api/guestListOverview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { Dialog } from "../../../kit/ui/Dialog";
import { eventName } from "./guestView";
import { GUEST_VIEW_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/** A household's replies, newest first, each with its time: what it answered and what it changed. */
export function HistoryDialog({ siteId, household, events, onClose }: { siteId: string; household: OverviewHousehold | null; events: OverviewEvent[]; onClose: () => void }) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const replies = useHouseholdReplies(siteId, household?.id ?? null);
  const guestNames = new Map(household?.guests.map((guest) => [guest.id, guest.name]));
  const names = new Map(events.map((event) => [event.id, eventName(event, language, texts)]));

  return (
    <Dialog open={household !== null} onClose={onClose} title={household ? fill(texts.historyHeading, { household: household.name }) : ""} closeLabel={texts.close} className="guest-history">
      {replies.isPending ? (
        <p className="muted">{texts.loading}</p>
      ) : replies.error ? (
        <p className="notice notice--error" role="alert">
          {texts.historyFailed}
        </p>
      ) : (
        <ol className="guest-history__list">
          {replies.data.map((entry) => (
            <li key={entry.id} className="guest-history__entry">
              <time className="guest-history__time" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt)}
              </time>
              <ul className="guest-history__guests">
                {entry.reply.guests.map((guest) => (
                  <li key={guest.guestId}>
                    <strong>{guestNames.get(guest.guestId) ?? "–"}</strong>:{" "}
                    {events
                      .filter((event) => event.id in guest.attending)
                      .map((event) => `${names.get(event.id)} ${(guest.attending[event.id] ? texts.coming : texts.notComing).toLocaleLowerCase()}`)
                      .join(", ")}
                    {guest.dietary && <span className="guest-history__dietary"> · {fill(texts.dietaryNote, { dietary: guest.dietary })}</span>}
                  </li>
                ))}
              </ul>
              {entry.reply.message && <p className="guest-history__message">{fill(texts.message, { message: entry.reply.message })}</p>}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
