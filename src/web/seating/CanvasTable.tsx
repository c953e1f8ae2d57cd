import type { KeyboardEvent, PointerEvent } from "react";
import { fill } from "../../domain/fill";
import type { SeatingGuest, SeatingTable } from "../../domain/seating/plan";
import { placePoint, seatPoints, tableSize } from "../../domain/seating/tableGeometry";
import { initials } from "./seatChoices";
import type { SeatingTexts } from "./texts";

/** A seat's circle: seats sit a pitch of 60 apart, so neighbours just touch. */
const SEAT_RADIUS = 27;

interface CanvasTableProps {
  texts: SeatingTexts;
  table: SeatingTable;
  seats: (SeatingGuest | null)[];
  chosen: boolean;
  chosenGuestId: string | undefined;
  label: string;
  onPointerDown: (event: PointerEvent<SVGGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGGElement>) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  onSeat: (seat: number) => void;
  onGuestPointerDown: (event: PointerEvent, guestId: string, name: string) => void;
}

/** One table on the room drawing: its top turned by its rotation, its seats around it, names kept upright. */
export function CanvasTable({ texts, table, seats, chosen, chosenGuestId, label, onPointerDown, onPointerMove, onPointerUp, onKeyDown, onSeat, onGuestPointerDown }: CanvasTableProps) {
  const size = tableSize(table.shape, table.seats);
  const points = seatPoints(table.shape, table.seats);
  const taken = seats.filter(Boolean).length;
  return (
    <g className="seating-table" transform={`translate(${table.x} ${table.y})`} data-chosen={chosen}>
      <g
        className="seating-table__top"
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-pressed={chosen}
        data-drop-table={table.id}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <g transform={`rotate(${table.rotation})`}>
          {table.shape === "round" ? (
            <circle r={size.width / 2} className="seating-table__shape" />
          ) : (
            <rect x={-size.width / 2} y={-size.height / 2} width={size.width} height={size.height} rx={table.shape === "head" ? 6 : 12} className="seating-table__shape" />
          )}
        </g>
        <text className="seating-table__name" y={-4} textAnchor="middle">
          {table.name}
        </text>
        <text className="seating-table__count" y={28} textAnchor="middle">
          {fill(texts.seatsOf, { taken, seats: table.seats })}
        </text>
      </g>
      {points.map((point, seat) => {
        const guest = seats[seat] ?? null;
        const at = placePoint(point, { x: 0, y: 0, rotation: table.rotation });
        const name = guest ? fill(texts.seatTaken, { seat: seat + 1, guest: guest.name }) : fill(texts.seatEmpty, { seat: seat + 1 });
        return (
          <g
            key={seat}
            className="seating-seat"
            transform={`translate(${at.x} ${at.y})`}
            data-drop-table={table.id}
            data-drop-seat={seat}
            data-taken={guest !== null}
            data-child={guest?.child || undefined}
            data-locked={guest?.locked || undefined}
            data-chosen={guest !== null && guest.id === chosenGuestId}
            onClick={() => onSeat(seat)}
            onPointerDown={guest ? (event) => onGuestPointerDown(event, guest.id, guest.name) : undefined}
          >
            <title>{guest?.locked ? `${name} (${texts.locked})` : name}</title>
            <circle r={SEAT_RADIUS} className="seating-seat__circle" />
            {guest && (
              <text className="seating-seat__initials" y={9} textAnchor="middle">
                {initials(guest.name)}
              </text>
            )}
            {guest?.locked && <circle r={10} cx={SEAT_RADIUS - 4} cy={-SEAT_RADIUS + 4} className="seating-seat__lock" />}
          </g>
        );
      })}
    </g>
  );
}
