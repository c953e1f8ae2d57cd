import { useEffect, useMemo, useRef, useState } from "react";
import { fill } from "../../domain/fill";
import type { SeatingGuest, SeatingPlan } from "../../domain/seating/plan";
import { placedSeats, placementInput } from "../../domain/seating/placementInput";
import { seatReasons } from "../../domain/seating/reasons";
import type { GuestMarks } from "../../domain/seating/types";
import { SelectField } from "../../kit/ui/fields";
import { CloseIcon } from "../../kit/ui/icons";
import { GuestMarksEditor } from "./rules/GuestMarksEditor";
import { SeatReasons } from "./rules/SeatReasons";
import { seatsOf } from "./seatChoices";
import type { SeatingTexts } from "./texts";

interface GuestDetailsProps {
  texts: SeatingTexts;
  plan: SeatingPlan;
  guest: SeatingGuest;
  onPlace: (tableId: string, seat: number) => void;
  onUnplace: () => void;
  onLock: (locked: boolean) => void;
  onMarks: (marks: GuestMarks) => void;
  onClose: () => void;
}

/**
 * The chosen guest: where they sit, and the menu that seats or moves them without a pointer
 * (a table, then a seat: free, or a swap with whoever sits there), the marks the rules read, and
 * why the guest sits where they sit.
 */
export function GuestDetails({ texts, plan, guest, onPlace, onUnplace, onLock, onMarks, onClose }: GuestDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sitsAt = plan.tables.find((table) => table.id === guest.tableId);
  const [tableId, setTableId] = useState(sitsAt?.id ?? plan.tables[0]?.id ?? "");
  const table = plan.tables.find((candidate) => candidate.id === tableId);
  const seats = table ? seatsOf(plan, table) : [];
  const firstChoice = seats.findIndex((seated) => seated === null);
  const [seat, setSeat] = useState<number>();
  // Read from the seats as they are now, so a seat the couple moved by hand explains itself too.
  const reasons = useMemo(() => (guest.tableId === null ? [] : (seatReasons(placementInput(plan), placedSeats(plan))[guest.id] ?? [])), [plan, guest.id, guest.tableId]);
  const chosenSeat = seat !== undefined && seat < seats.length ? seat : Math.max(0, firstChoice);

  // A guest chosen from far down a phone's list: the menu comes into view, announced by its heading.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [guest.id]);

  return (
    <section className="card seating-details" aria-labelledby="seating-guest-heading">
      <button type="button" className="icon-button seating-details__close" aria-label={texts.closeDetails} onClick={onClose}>
        <CloseIcon />
      </button>
      <p className="eyebrow">{texts.guestHeading}</p>
      <h2 id="seating-guest-heading" ref={heading} tabIndex={-1}>
        {guest.name}
        {guest.child && <span className="badge seating-guest__child">{texts.child}</span>}
      </h2>
      <p className="seating-details__facts">
        {sitsAt && guest.seat !== null ? fill(texts.guestAt, { table: sitsAt.name, seat: guest.seat + 1 }) : texts.guestUnplaced}
        {guest.locked && ` ${texts.locked}.`}
      </p>
      <p className="muted seating-details__facts">
        {fill(texts.guestHousehold, { household: guest.householdName })}
        {guest.dietary && ` · ${fill(texts.dietary, { dietary: guest.dietary })}`}
      </p>
      {plan.tables.length > 0 && !guest.locked && (
        <div className="seating-details__move">
          <SelectField
            label={texts.moveTable}
            value={tableId}
            onChange={(event) => {
              setTableId(event.target.value);
              setSeat(undefined);
            }}
          >
            {plan.tables.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={texts.moveSeat} value={chosenSeat} onChange={(event) => setSeat(Number(event.target.value))}>
            {seats.map((seated, index) => (
              <option key={index} value={index} disabled={seated?.locked || seated?.id === guest.id}>
                {seated === null
                  ? fill(texts.seatOptionFree, { seat: index + 1 })
                  : fill(seated.locked ? texts.seatOptionLocked : texts.seatOptionTaken, { seat: index + 1, guest: seated.name })}
              </option>
            ))}
          </SelectField>
          <button type="button" className="button button--primary" onClick={() => table && onPlace(table.id, chosenSeat)}>
            {sitsAt ? texts.move : texts.place}
          </button>
        </div>
      )}
      {sitsAt && (
        <div className="seating__actions">
          {!guest.locked && (
            <button type="button" className="button button--secondary" onClick={onUnplace}>
              {texts.unplace}
            </button>
          )}
          <button type="button" className="button button--secondary" aria-pressed={guest.locked} onClick={() => onLock(!guest.locked)}>
            {guest.locked ? texts.unlock : texts.lock}
          </button>
        </div>
      )}
      <SeatReasons plan={plan} guestId={guest.id} reasons={reasons} />
      <GuestMarksEditor plan={plan} guestIds={[guest.id]} onMarks={onMarks} />
    </section>
  );
}
