import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { reorderAnnouncements } from "./announcements";
import { REORDER_TEXTS } from "./texts";
import "./reorder.css";

/** The lists are one column: a dragged item follows the pointer up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableListProps {
  ids: string[];
  /** The name a screen reader hears for each item. */
  labelOf: (id: string) => string;
  /** A finished move: the item with `id` goes `by` places (negative is up). */
  onMove: (id: string, by: number) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered by its items' grips: with the pointer once it has moved a few
 * pixels (so a click stays a click), or with the keyboard (space lifts and drops, the arrows
 * move, Escape cancels), announced in the owner's language. The instructions and live region
 * are drawn beside the list rather than at the end of the body, where a modal dialog's inert
 * background would silence them.
 */
export function SortableList({ ids, labelOf, onMove, children }: SortableListProps) {
  const texts = useOwnerTexts(REORDER_TEXTS);
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: reduceMotion ? "auto" : "smooth" }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)) - ids.indexOf(String(active.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={drop}
      accessibility={{ announcements: reorderAnnouncements(texts, ids, labelOf), screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
