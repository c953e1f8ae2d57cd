import { GripIcon } from "../../../../kit/ui/icons";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useGrip } from "./SortableItem";
import { REORDER_TEXTS } from "./texts";
import { fill } from "../../../../domain/fill";

/** The handle an item is dragged by, or lifted with space: "Flytta {module}". */
export function Grip({ name, className }: { name: string; className: string }) {
  const texts = useOwnerTexts(REORDER_TEXTS);
  const { attributes, listeners, setActivatorNodeRef } = useGrip();
  const label = fill(texts.grip, { module: name });
  return (
    <button type="button" ref={setActivatorNodeRef} className={`${className} grip`} aria-label={label} title={label} {...attributes} {...listeners}>
      <GripIcon />
    </button>
  );
}
