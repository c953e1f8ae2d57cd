import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import type { ReorderTexts } from "./texts";
import { fill } from "../../../../domain/fill";

/**
 * What the live region says at each step of a move, by the module's name and place ("place 3
 * of 5") rather than dnd-kit's English default with internal ids.
 */
export function reorderAnnouncements(texts: ReorderTexts, ids: readonly string[], labelOf: (id: string) => string): Announcements {
  const say = (template: string, id: UniqueIdentifier, at: UniqueIdentifier) =>
    fill(template, { module: labelOf(String(id)), position: ids.indexOf(String(at)) + 1, count: ids.length });
  // The place last said: a lifted item is at once "over" itself, which would drown the lift.
  let place: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      place = active.id;
      return say(texts.pickedUp, active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === place) return undefined;
      place = over.id;
      return say(texts.over, active.id, over.id);
    },
    onDragEnd: ({ active, over }) => (over ? say(texts.dropped, active.id, over.id) : say(texts.cancelled, active.id, active.id)),
    onDragCancel: ({ active }) => say(texts.cancelled, active.id, active.id),
  };
}
