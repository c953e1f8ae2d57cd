import type { TableShape } from "./types";

/**
 * Where a table's seats are and who sits beside whom, in the room drawing's units (one unit is
 * about a centimetre). Seats are numbered from 0 clockwise as seen from above; a long table's
 * first side runs left to right along its top and its other side back along its bottom; a head
 * table has one side only, facing the room. The placement, the owner's canvas, the list, the
 * poster and the guest's answer all read seats through here, so "left of" means one thing.
 */

/** The space one seat takes along a table's edge. */
export const SEAT_PITCH = 60;
const ROUND_MIN_RADIUS = 50;
const LONG_DEPTH = 90;
const HEAD_DEPTH = 70;

export interface TableSize {
  width: number;
  height: number;
}

export interface SeatPoint {
  /** Offset from the table's centre before the table's rotation. */
  x: number;
  y: number;
}

/** Seats on a long table's first (top) side; the rest sit on the other side. */
export function firstSideSeats(shape: TableShape, seats: number): number {
  if (shape === "head") return seats;
  if (shape === "long") return Math.ceil(seats / 2);
  return seats;
}

export function tableSize(shape: TableShape, seats: number): TableSize {
  if (shape === "round") {
    const diameter = 2 * roundRadius(seats);
    return { width: diameter, height: diameter };
  }
  const alongSide = Math.max(1, firstSideSeats(shape, seats)) * SEAT_PITCH;
  return { width: alongSide, height: shape === "long" ? LONG_DEPTH : HEAD_DEPTH };
}

function roundRadius(seats: number): number {
  return Math.max(ROUND_MIN_RADIUS, (seats * SEAT_PITCH) / (2 * Math.PI));
}

/** Each seat's place around its table (unrotated), just outside the table's edge. */
export function seatPoints(shape: TableShape, seats: number): SeatPoint[] {
  if (shape === "round") {
    const radius = roundRadius(seats) + 22;
    return Array.from({ length: seats }, (_, seat) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * seat) / seats;
      return { x: round1(radius * Math.cos(angle)), y: round1(radius * Math.sin(angle)) };
    });
  }
  const { width, height } = tableSize(shape, seats);
  const first = firstSideSeats(shape, seats);
  const other = seats - first;
  return Array.from({ length: seats }, (_, seat) => {
    if (seat < first) return { x: round1(-width / 2 + SEAT_PITCH * (seat + 0.5)), y: -height / 2 - 22 };
    // The other side runs back, right to left, so numbering goes on clockwise.
    const along = seat - first;
    const start = width / 2 - ((first - other) * SEAT_PITCH) / 2;
    return { x: round1(start - SEAT_PITCH * (along + 0.5)), y: height / 2 + 22 };
  });
}

export interface SeatNeighbours {
  /** On the seated guest's left and right hand, facing the table; null at a table's end. */
  left: number | null;
  right: number | null;
  /** Across a long table; null elsewhere or when the other side has no seat there. */
  opposite: number | null;
}

export function seatNeighbours(shape: TableShape, seats: number, seat: number): SeatNeighbours {
  if (seats < 2) return { left: null, right: null, opposite: null };
  if (shape === "round") {
    const left = (seat + 1) % seats;
    const right = (seat - 1 + seats) % seats;
    // Two seats face each other: each is the other's only neighbour.
    return seats === 2 ? { left, right: null, opposite: null } : { left, right, opposite: null };
  }
  const first = firstSideSeats(shape, seats);
  const onFirst = seat < first;
  const sideStart = onFirst ? 0 : first;
  const sideEnd = onFirst ? first - 1 : seats - 1;
  const left = seat + 1 <= sideEnd ? seat + 1 : null;
  const right = seat - 1 >= sideStart ? seat - 1 : null;
  return { left, right, opposite: shape === "long" ? oppositeSeat(seats, first, seat) : null };
}

function oppositeSeat(seats: number, first: number, seat: number): number | null {
  const points = seatPoints("long", seats);
  const onFirst = seat < first;
  const candidates = onFirst ? range(first, seats) : range(0, first);
  const match = candidates.find((other) => Math.abs(points[other]!.x - points[seat]!.x) < SEAT_PITCH / 2);
  return match ?? null;
}

/** The seats beside a seat (left and right, when there are any). */
export function sideBySide(shape: TableShape, seats: number, seat: number): number[] {
  const { left, right } = seatNeighbours(shape, seats, seat);
  return [left, right].filter((other): other is number => other !== null);
}

/** A point of a table (a seat, a corner) turned with the table and placed at its centre. */
export function placePoint(point: SeatPoint, table: { x: number; y: number; rotation: number }): SeatPoint {
  const angle = (table.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: round1(table.x + point.x * cos - point.y * sin), y: round1(table.y + point.x * sin + point.y * cos) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, index) => from + index);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
