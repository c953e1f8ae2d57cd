import { useId, useState, type PointerEvent } from "react";
import { fill } from "../../domain/fill";
import type { SeatingGuest, SeatingPlan } from "../../domain/seating/plan";
import { freeSeats } from "./seatChoices";
import type { SeatingTexts } from "./texts";

interface GuestsPanelProps {
  texts: SeatingTexts;
  plan: SeatingPlan;
  chosenGuestId: string | undefined;
  checked: Set<string>;
  onCheck: (guestIds: string[], on: boolean) => void;
  onChooseGuest: (guestId: string) => void;
  onPlaceChecked: (tableId: string) => void;
  onGuestPointerDown: (event: PointerEvent, guestId: string, name: string) => void;
}

/** Households of the unplaced, in the plan's order, with the guests matching the search. */
function unplacedHouseholds(guests: SeatingGuest[], query: string) {
  const needle = query.trim().toLocaleLowerCase("sv");
  const households = new Map<string, { name: string; guests: SeatingGuest[] }>();
  for (const guest of guests) {
    if (guest.tableId !== null) continue;
    if (needle && !guest.name.toLocaleLowerCase("sv").includes(needle) && !guest.householdName.toLocaleLowerCase("sv").includes(needle)) continue;
    const household = households.get(guest.householdId) ?? { name: guest.householdName, guests: [] };
    household.guests.push(guest);
    households.set(guest.householdId, household);
  }
  return [...households.entries()];
}

/**
 * The guests coming who have no seat yet, household by household, children marked. A guest is
 * dragged to the room, or chosen (Enter or Space) for the seat menu; ticked ones go to a table at once.
 */
export function GuestsPanel({ texts, plan, chosenGuestId, checked, onCheck, onChooseGuest, onPlaceChecked, onGuestPointerDown }: GuestsPanelProps) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const targetId = useId();
  const households = unplacedHouseholds(plan.guests, query);
  const unplaced = plan.guests.filter((guest) => guest.tableId === null).length;
  const tables = plan.tables.map((table) => ({ table, free: freeSeats(plan, table).length })).filter(({ free }) => free > 0);
  const [target, setTarget] = useState("");
  const targetTable = tables.find(({ table }) => table.id === target)?.table.id ?? tables[0]?.table.id;

  return (
    <section className="seating-guests" aria-labelledby="seating-guests-heading">
      <h2 id="seating-guests-heading">{texts.guestsHeading}</h2>
      <p className="muted seating-guests__count">{plan.guests.length === 0 ? texts.nobodyComing : unplaced === 0 ? texts.allPlaced : fill(texts.guestsCount, { count: unplaced, coming: plan.guests.length })}</p>
      {unplaced > 0 && (
        <div className="field seating-guests__search">
          <label className="field__label" htmlFor={searchId}>
            {texts.search}
          </label>
          <input id={searchId} className="field__input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </div>
      )}
      {checked.size > 0 && tables.length > 0 && (
        <div className="seating-guests__bulk" role="group" aria-label={fill(texts.chosenCount, { count: checked.size })}>
          <p className="seating-guests__chosen">{fill(texts.chosenCount, { count: checked.size })}</p>
          <label className="field__label" htmlFor={targetId}>
            {texts.placeAt}
          </label>
          <select id={targetId} className="field__input" value={targetTable} onChange={(event) => setTarget(event.target.value)}>
            {tables.map(({ table, free }) => (
              <option key={table.id} value={table.id}>
                {fill(texts.freeSeats, { table: table.name, free })}
              </option>
            ))}
          </select>
          <div className="seating__actions">
            <button type="button" className="button button--primary" onClick={() => targetTable && onPlaceChecked(targetTable)}>
              {texts.placeChosen}
            </button>
            <button type="button" className="button button--ghost" onClick={() => onCheck([...checked], false)}>
              {texts.clearChosen}
            </button>
          </div>
        </div>
      )}
      {unplaced > 0 && households.length === 0 && <p className="muted">{texts.noMatch}</p>}
      <ul className="seating-guests__households">
        {households.map(([householdId, household]) => {
          const all = household.guests.every((guest) => checked.has(guest.id));
          return (
            <li key={householdId} className="seating-guests__household">
              {household.guests.length > 1 && (
                <label className="seating-guests__household-name">
                  <input type="checkbox" checked={all} onChange={(event) => onCheck(household.guests.map((guest) => guest.id), event.target.checked)} aria-label={fill(texts.chooseHousehold, { household: household.name })} />
                  <span>{household.name}</span>
                </label>
              )}
              <ul className="seating-guests__list">
                {household.guests.map((guest) => (
                  <li key={guest.id} className="seating-guest" data-chosen={guest.id === chosenGuestId}>
                    <input type="checkbox" checked={checked.has(guest.id)} onChange={(event) => onCheck([guest.id], event.target.checked)} aria-label={guest.name} />
                    <button type="button" className="seating-guest__name" aria-pressed={guest.id === chosenGuestId} onClick={() => onChooseGuest(guest.id)} onPointerDown={(event) => onGuestPointerDown(event, guest.id, guest.name)}>
                      {guest.name}
                      {guest.child && <span className="badge seating-guest__child">{texts.child}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
