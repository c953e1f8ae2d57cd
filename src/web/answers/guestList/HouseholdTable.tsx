import { useId, useMemo, useState } from "react";
import { formatDateTime } from "../../../domain/dates";
import type { Attending, OverviewEvent, OverviewHousehold } from "../../../domain/guestList/overview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { eventName, GUEST_FILTERS, householdShown, statusText, type GuestFilter } from "./guestView";
import { GUEST_VIEW_TEXTS, type GuestViewTexts } from "./texts";
import { fill } from "../../../domain/fill";

interface HouseholdTableProps {
  events: OverviewEvent[];
  households: OverviewHousehold[];
  onHistory: (household: OverviewHousehold) => void;
}

function AttendingCell({ choice, invited, texts }: { choice: Attending; invited: boolean; texts: GuestViewTexts }) {
  if (!invited) return <span className="answers-table__none">–</span>;
  const [key, label] = choice === true ? ["coming", texts.coming] : choice === false ? ["notComing", texts.notComing] : ["notAnswered", texts.notAnswered];
  return <span className={`guest-answer guest-answer--${key}`}>{label}</span>;
}

/**
 * The households with their guests, a row per guest and the household's cell beside them:
 * its status, whether the link was opened, and its history. Filters and a search narrow it;
 * on a phone the table scrolls sideways with the household kept in view.
 */
export function HouseholdTable({ events, households, onHistory }: HouseholdTableProps) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const [filter, setFilter] = useState<GuestFilter>("all");
  const [search, setSearch] = useState("");
  const searchId = useId();
  const captionId = useId();
  const shown = useMemo(() => households.filter((household) => householdShown(household, filter, search)), [households, filter, search]);

  return (
    <section className="card answers-table-card guest-households" aria-labelledby={`${captionId}-heading`}>
      <div className="answers-table__head">
        <h2 id={`${captionId}-heading`}>{texts.listHeading}</h2>
        <span className="answers-table__total" role="status">
          {fill(texts.shown, { count: shown.length, total: households.length })}
        </span>
      </div>
      <div className="guest-households__tools">
        <div className="field guest-households__search">
          <label className="field__label" htmlFor={searchId}>
            {texts.search}
          </label>
          <input id={searchId} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="guest-filters" role="group" aria-label={texts.filter}>
          {GUEST_FILTERS.map((each) => (
            <button key={each} type="button" className="guest-filters__filter" aria-pressed={filter === each} onClick={() => setFilter(each)}>
              {texts.filters[each]}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="guest-households__none">{texts.noneShown}</p>
      ) : (
        <div className="answers-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="answers-table guest-table">
            <caption id={captionId} className="visually-hidden">
              {texts.listHeading}
            </caption>
            <thead>
              <tr>
                <th scope="col">{texts.household}</th>
                <th scope="col">{texts.sheetHeader.guest}</th>
                {events.map((event) => (
                  <th key={event.id} scope="col">
                    {eventName(event, language, texts)}
                  </th>
                ))}
                <th scope="col">{texts.dietaryText}</th>
              </tr>
            </thead>
            {shown.map((household) => (
              <tbody key={household.id} className="guest-table__household">
                {(household.guests.length > 0 ? household.guests : [null]).map((guest, index) => (
                  <tr key={guest?.id ?? "none"}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={Math.max(household.guests.length, 1)} className="guest-table__name">
                        <HouseholdCell household={household} texts={texts} onHistory={onHistory} />
                      </th>
                    )}
                    <td>
                      {guest ? (
                        <>
                          {guest.name}
                          {guest.child && <span className="answers__badge guest-table__child">{texts.child}</span>}
                        </>
                      ) : (
                        <span className="answers-table__none">–</span>
                      )}
                    </td>
                    {events.map((event) => (
                      <td key={event.id}>{guest && <AttendingCell choice={guest.attending[event.id] ?? null} invited={event.id in guest.attending} texts={texts} />}</td>
                    ))}
                    <td>{guest?.dietary}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}

function HouseholdCell({ household, texts, onHistory }: { household: OverviewHousehold; texts: GuestViewTexts; onHistory: (household: OverviewHousehold) => void }) {
  return (
    <div className="guest-table__household-cell">
      <span className="guest-table__household-name">{household.name}</span>
      <span className={`guest-status guest-status--${household.status}`}>{statusText(household, texts)}</span>
      <span className="guest-table__detail">{household.linkFirstOpenedAt ? fill(texts.linkOpened, { date: formatDateTime(household.linkFirstOpenedAt) }) : texts.linkNotOpened}</span>
      {household.eventIds.length === 0 && <span className="guest-table__detail">{texts.notInvited}</span>}
      {household.remindersStoppedAt && <span className="guest-table__detail">{texts.remindersStopped}</span>}
      {household.message && <span className="guest-table__detail guest-table__message">{fill(texts.message, { message: household.message })}</span>}
      {household.replies > 0 && (
        <button type="button" className="button button--ghost guest-table__history" onClick={() => onHistory(household)}>
          {texts.history}
          <span className="visually-hidden"> – {household.name}</span>
        </button>
      )}
    </div>
  );
}
