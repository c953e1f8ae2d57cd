import { formatDate } from "../../../domain/dates";
import type { Household } from "../../../domain/guestList/types";
import { translate } from "../../../domain/languages";
import { useI18n } from "../../i18n/useI18n";
import { LinkIcon, PencilIcon, TrashIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { guestCounts, householdStatus, lacksAddress, type HouseholdStatus } from "./householdRows";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS, type GuestListTexts } from "./texts";
import { fill, plural } from "../../../domain/fill";

interface HouseholdsTableProps {
  view: GuestListView;
  rows: Household[];
  onToggle: (householdId: string) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (household: Household) => void;
  onLink: (household: Household) => void;
  onRemove: (household: Household) => void;
}

const STATUS_TEXT: Record<HouseholdStatus, keyof GuestListTexts> = {
  notOpened: "statusNotOpened",
  opened: "statusOpened",
  answered: "statusAnswered",
  changed: "statusChanged",
};

/** The status and, once there is one, the day it happened (the first visit, or the latest answer). */
function HouseholdStatusCell({ household, texts }: { household: Household; texts: GuestListTexts }) {
  const status = householdStatus(household);
  const date = status === "opened" ? household.linkFirstOpenedAt : household.answeredAt;
  return (
    <span className="household-status-cell">
      <span className={`household-status household-status--${status}`}>{texts[STATUS_TEXT[status]]}</span>
      {date && (
        <time className="household-status__date" dateTime={date}>
          {formatDate(date)}
        </time>
      )}
    </span>
  );
}

/** The households, a row each; on a phone every row is a card (guestList.css), with the column names as labels. */
export function HouseholdsTable({ view, rows, onToggle, onToggleAll, onEdit, onLink, onRemove }: HouseholdsTableProps) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { language } = useI18n();
  const selected = new Set(view.selectedIds);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const eventName = new Map(view.events.map((event) => [event.id, translate(event.name, language)]));

  return (
    <div className="households-table__scroll">
      <table className="households-table">
        <caption className="visually-hidden">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="households-table__select">
              <label className="households-table__select-all">
                <input type="checkbox" checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
                <span className="households-table__select-all-text">{texts.selectAll}</span>
              </label>
            </th>
            <th scope="col">{texts.columnName}</th>
            <th scope="col">{texts.columnGuests}</th>
            <th scope="col">{texts.columnTags}</th>
            <th scope="col">{texts.columnEvents}</th>
            <th scope="col">{texts.columnStatus}</th>
            <th scope="col">{texts.columnMail}</th>
            <th scope="col">
              <span className="visually-hidden">{texts.columnActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((household) => {
            const { adults, children } = guestCounts(household);
            const events = view.events.filter((event) => household.eventIds.includes(event.id));
            return (
              <tr key={household.id} data-selected={selected.has(household.id)}>
                <td className="households-table__select">
                  <input type="checkbox" aria-label={fill(texts.select, { name: household.name })} checked={selected.has(household.id)} onChange={() => onToggle(household.id)} />
                </td>
                <th scope="row" className="households-table__name">
                  {household.name}
                  {household.guests.length > 0 && <span className="households-table__guest-names">{household.guests.map((guest) => guest.name).join(", ")}</span>}
                  {lacksAddress(household) && <span className="households-table__no-address">{texts.addressMissing}</span>}
                </th>
                <td data-label={texts.columnGuests} className="households-table__guests">
                  {household.guests.length === 0 ? (
                    <span className="muted">{texts.noGuests}</span>
                  ) : (
                    [adults > 0 && plural(adults, texts.oneAdult, texts.adults), children > 0 && plural(children, texts.oneChild, texts.children)].filter(Boolean).join(", ")
                  )}
                </td>
                <td data-label={texts.columnTags}>
                  {household.tags.length === 0 ? <span className="households-table__none">{texts.none}</span> : <Chips items={household.tags} className="tag-chip" />}
                </td>
                <td data-label={texts.columnEvents}>
                  {events.length === 0 ? <span className="households-table__none">{texts.none}</span> : <Chips items={events.map((event) => eventName.get(event.id)!)} className="event-chip" />}
                </td>
                <td data-label={texts.columnStatus}>
                  <HouseholdStatusCell household={household} texts={texts} />
                </td>
                <td data-label={texts.columnMail}>
                  {household.mail ? <MailAddress mail={household.mail} /> : <span className="households-table__none">{texts.none}</span>}
                </td>
                <td className="households-table__actions">
                  <button type="button" className="icon-button" aria-label={fill(texts.link, { name: household.name })} onClick={() => onLink(household)}>
                    <LinkIcon />
                  </button>
                  <button type="button" className="icon-button" aria-label={fill(texts.edit, { name: household.name })} onClick={() => onEdit(household)}>
                    <PencilIcon />
                  </button>
                  <button type="button" className="icon-button icon-button--danger" aria-label={fill(texts.remove, { name: household.name })} onClick={() => onRemove(household)}>
                    <TrashIcon />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}


/** A mail address that wraps, when it must, before the @ only. */
function MailAddress({ mail }: { mail: string }) {
  const at = mail.lastIndexOf("@");
  return at > 0 ? (
    <>
      {mail.slice(0, at)}
      <wbr />
      {mail.slice(at)}
    </>
  ) : (
    mail
  );
}

function Chips({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className="chips">
      {items.map((item, index) => (
        <li key={`${index}:${item}`} className={className}>
          {item}
        </li>
      ))}
    </ul>
  );
}
