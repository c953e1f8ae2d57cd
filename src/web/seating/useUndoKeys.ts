import { useEffect, useEffectEvent } from "react";

/** Whether a key press belongs to a field, whose own undo the browser keeps. */
const inField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** Ctrl+Z (⌘Z) undoes and Shift+Ctrl+Z (⇧⌘Z) redoes the couple's last change, outside text fields. */
export function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  const undo = useEffectEvent(onUndo);
  const redo = useEffectEvent(onRedo);
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "z" || inField(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener("keydown", press);
    return () => window.removeEventListener("keydown", press);
  }, []);
}
