import { fill } from "../../domain/fill";
import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../domain/seating/plan";
import { seatsOf } from "./seatChoices";
import type { SeatingTexts } from "./texts";

interface PlanListProps {
  texts: SeatingTexts;
  plan: SeatingPlan;
  chosenGuest: SeatingGuest | undefined;
  chosenTableIds: string[];
  checkedCount: number;
  onChooseGuest: (guestId: string) => void;
  onChooseTable: (tableId: string, add: boolean) => void;
  onSeat: (tableId: string, seat: number) => void;
  onPlaceChecked: (tableId: string) => void;
}

/**
 * The plan as a list ("Bord 4: Anna, Erik …"), seats in order with the empty ones: on a phone the
 * whole plan, every action a button. A guest chosen first is seated by the "here" of an empty seat.
 */
export function PlanList({ texts, plan, chosenGuest, chosenTableIds, checkedCount, onChooseGuest, onChooseTable, onSeat, onPlaceChecked }: PlanListProps) {
  const tables = [...plan.tables].sort((a, b) => a.position - b.position);
  return (
    <div className="seating-list">
      {tables.map((table) => (
        <ListTable key={table.id} texts={texts} plan={plan} table={table} chosenGuest={chosenGuest} chosen={chosenTableIds.includes(table.id)} checkedCount={checkedCount} onChooseGuest={onChooseGuest} onChooseTable={onChooseTable} onSeat={onSeat} onPlaceChecked={onPlaceChecked} />
      ))}
    </div>
  );
}

function ListTable({ texts, plan, table, chosenGuest, chosen, checkedCount, onChooseGuest, onChooseTable, onSeat, onPlaceChecked }: Omit<PlanListProps, "chosenTableIds"> & { table: SeatingTable; chosen: boolean }) {
  const seats = seatsOf(plan, table);
  const headingId = `seating-list-${table.id}`;
  const names = seats.flatMap((guest) => (guest ? [guest.name.split(" ")[0]] : [])).join(", ");
  return (
    <section className="card seating-list__table" aria-labelledby={headingId} data-chosen={chosen}>
      <div className="seating-list__head">
        <h3 id={headingId}>
          <button type="button" className="seating-list__table-name" aria-pressed={chosen} onClick={() => onChooseTable(table.id, false)}>
            {table.name}
          </button>
        </h3>
        <span className="muted">{fill(texts.seatsOf, { taken: seats.filter(Boolean).length, seats: table.seats })}</span>
      </div>
      {names && <p className="muted seating-list__names">{names}</p>}
      {checkedCount > 0 && seats.includes(null) && (
        <button type="button" className="button button--secondary" onClick={() => onPlaceChecked(table.id)}>
          {fill(texts.placeChosenHere, { count: checkedCount, free: seats.filter((seat) => seat === null).length })}
        </button>
      )}
      <ol className="seating-list__seats">
        {seats.map((guest, seat) => (
          <li key={seat} className="seating-list__seat" data-locked={guest?.locked || undefined}>
            <span className="seating-list__number" aria-hidden="true">
              {seat + 1}
            </span>
            {guest ? (
              <button type="button" className="seating-list__guest" aria-pressed={guest.id === chosenGuest?.id} aria-label={fill(texts.seatTaken, { seat: seat + 1, guest: guest.name }) + (guest.locked ? ` (${texts.locked})` : "")} onClick={() => onChooseGuest(guest.id)}>
                {guest.name}
                {guest.child && <span className="badge seating-guest__child">{texts.child}</span>}
                {guest.locked && <span className="seating-list__lock">{texts.locked}</span>}
              </button>
            ) : chosenGuest && !chosenGuest.locked ? (
              <button type="button" className="seating-list__place" aria-label={`${fill(texts.seatEmpty, { seat: seat + 1 })}: ${fill(texts.placeHere, { guest: chosenGuest.name })}`} onClick={() => onSeat(table.id, seat)}>
                {texts.placeHereShort}
              </button>
            ) : (
              <span className="muted seating-list__empty">{texts.emptySeat}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
