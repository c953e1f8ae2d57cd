import { useCallback, useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

/** How far a press moves before it is a drag rather than a click. */
const DRAG_DISTANCE = 6;

export interface DropTarget {
  tableId: string;
  /** A seat; null for the table itself (its first free seat). */
  seat: number | null;
}

/** What is under the pointer: an element marked `data-drop-table` (and `data-drop-seat` for a seat). */
function targetAt(x: number, y: number): DropTarget | null {
  const element = document.elementFromPoint(x, y)?.closest<Element>("[data-drop-table]");
  if (!element) return null;
  const seat = element.getAttribute("data-drop-seat");
  return { tableId: element.getAttribute("data-drop-table")!, seat: seat === null ? null : Number(seat) };
}

/**
 * A guest dragged by pointer (mouse, pen or finger) from the list or a seat to a seat or a table.
 * Pointer events rather than HTML drag and drop: they reach SVG seats and work on touch screens.
 * A press that does not move stays a click.
 */
export function useGuestDrag(onDrop: (guestId: string, target: DropTarget) => void) {
  const [ghost, setGhost] = useState<{ name: string; x: number; y: number } | null>(null);
  const drag = useRef<{ guestId: string; name: string; startX: number; startY: number; moved: boolean } | null>(null);
  const drop = useEffectEvent(onDrop);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < DRAG_DISTANCE) return;
      current.moved = true;
      setGhost({ name: current.name, x: event.clientX, y: event.clientY });
    };
    const up = (event: PointerEvent) => {
      const current = drag.current;
      drag.current = null;
      if (!current?.moved) return;
      setGhost(null);
      const target = targetAt(event.clientX, event.clientY);
      if (target) drop(current.guestId, target);
    };
    const cancel = () => {
      drag.current = null;
      setGhost(null);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
    };
  }, []);

  const startDrag = useCallback((event: ReactPointerEvent, guestId: string, name: string) => {
    if (event.button !== 0 || event.pointerType === "touch") return;
    // No text selection (and its scrolling) while the guest is carried; the click still comes.
    event.preventDefault();
    drag.current = { guestId, name, startX: event.clientX, startY: event.clientY, moved: false };
  }, []);

  return { startDrag, ghost };
}
