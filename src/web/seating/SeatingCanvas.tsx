import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fill } from "../../domain/fill";
import { ROOM_HEIGHT, ROOM_WIDTH } from "../../domain/seating/limits";
import type { SeatingPlan, SeatingTable } from "../../domain/seating/plan";
import { GRID } from "./arrange";
import { CanvasTable } from "./CanvasTable";
import { seatsOf } from "./seatChoices";
import type { SeatingTexts } from "./texts";

interface SeatingCanvasProps {
  texts: SeatingTexts;
  plan: SeatingPlan;
  chosenTableIds: string[];
  chosenGuestId: string | undefined;
  onChooseTable: (tableId: string, add: boolean) => void;
  /** A table dropped or moved by the arrow keys: its new centre in room units, before snapping. */
  onMoveTable: (table: SeatingTable, x: number, y: number) => void;
  onSeat: (tableId: string, seat: number) => void;
  onGuestPointerDown: (event: PointerEvent, guestId: string, name: string) => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The room drawn to scale (one unit about a centimetre): tables dragged by pointer or moved by arrow keys, guests on their seats. */
export function SeatingCanvas({ texts, plan, chosenTableIds, chosenGuestId, onChooseTable, onMoveTable, onSeat, onGuestPointerDown }: SeatingCanvasProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<{ id: string; dx: number; dy: number; x: number; y: number; moved: boolean } | null>(null);

  const roomPoint = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };

  const down = (event: PointerEvent<SVGGElement>, table: SeatingTable) => {
    if (event.button !== 0) return;
    const point = roomPoint(event);
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging({ id: table.id, dx: point.x - table.x, dy: point.y - table.y, x: table.x, y: table.y, moved: false });
  };
  const move = (event: PointerEvent<SVGGElement>) => {
    if (!dragging) return;
    const point = roomPoint(event);
    const x = point.x - dragging.dx;
    const y = point.y - dragging.dy;
    const moved = dragging.moved || Math.hypot(x - dragging.x, y - dragging.y) > 4;
    setDragging({ ...dragging, x, y, moved });
  };
  const up = (event: PointerEvent<SVGGElement>, table: SeatingTable) => {
    if (!dragging) return;
    setDragging(null);
    if (dragging.moved) onMoveTable(table, dragging.x, dragging.y);
    else onChooseTable(table.id, event.shiftKey);
  };
  const key = (event: KeyboardEvent<SVGGElement>, table: SeatingTable) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChooseTable(table.id, event.shiftKey);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    onMoveTable(table, table.x + arrow[0] * GRID, table.y + arrow[1] * GRID);
  };

  return (
    <figure className="seating-room">
      <svg ref={svg} className="seating-room__drawing" viewBox={`0 0 ${ROOM_WIDTH} ${ROOM_HEIGHT}`} role="group" aria-label={texts.roomLabel} aria-describedby="seating-room-hint">
        <defs>
          <pattern id="seating-grid" width={GRID * 2} height={GRID * 2} patternUnits="userSpaceOnUse">
            <path d={`M ${GRID * 2} 0 L 0 0 0 ${GRID * 2}`} className="seating-room__grid" />
          </pattern>
        </defs>
        <rect x={0} y={0} width={ROOM_WIDTH} height={ROOM_HEIGHT} className="seating-room__floor" />
        <rect x={0} y={0} width={ROOM_WIDTH} height={ROOM_HEIGHT} fill="url(#seating-grid)" />
        {plan.tables.map((table) => {
          const at = dragging?.id === table.id ? { ...table, x: dragging.x, y: dragging.y } : table;
          const seats = seatsOf(plan, table);
          return (
            <CanvasTable
              key={table.id}
              texts={texts}
              table={at}
              seats={seats}
              chosen={chosenTableIds.includes(table.id)}
              chosenGuestId={chosenGuestId}
              label={fill(texts.tableLabel, { table: table.name, taken: seats.filter(Boolean).length, seats: table.seats })}
              onPointerDown={(event) => down(event, table)}
              onPointerMove={move}
              onPointerUp={(event) => up(event, table)}
              onKeyDown={(event) => key(event, table)}
              onSeat={(seat) => onSeat(table.id, seat)}
              onGuestPointerDown={onGuestPointerDown}
            />
          );
        })}
      </svg>
      <figcaption id="seating-room-hint" className="muted seating-room__hint">
        {texts.roomHint} {texts.dragHint}
      </figcaption>
    </figure>
  );
}
