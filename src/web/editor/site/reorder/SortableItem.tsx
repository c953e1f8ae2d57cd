import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { REORDER_TEXTS } from "./texts";

type Sortable = ReturnType<typeof useSortable>;

/** What an item's grip needs from the item: the grip may sit deep inside it (in the module's tools). */
const GripContext = createContext<Pick<Sortable, "attributes" | "listeners" | "setActivatorNodeRef"> | null>(null);

export function useGrip() {
  const grip = useContext(GripContext);
  if (!grip) throw new Error("A grip belongs inside a SortableItem");
  return grip;
}

interface SortableItemProps {
  ref: (element: HTMLElement | null) => void;
  style: CSSProperties;
  "data-dragging"?: true;
}

/**
 * One item of a SortableList. It renders its own element (a module's section, a menu entry)
 * with the props given, so the page's markup and its sibling selectors stay as they are.
 */
export function SortableItem({ id, children }: { id: string; children: (props: SortableItemProps) => ReactNode }) {
  const roleDescription = useOwnerTexts(REORDER_TEXTS).roleDescription;
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription } });
  // Translate only: scaling to a neighbour's height would squash a tall module.
  const props: SortableItemProps = { ref: setNodeRef, style: { transform: CSS.Translate.toString(transform), transition }, "data-dragging": isDragging || undefined };
  return <GripContext value={{ attributes, listeners, setActivatorNodeRef }}>{children(props)}</GripContext>;
}
