import { useState, type DragEvent } from "react";

/**
 * A drop target for files: whether files are held over it, and the handlers to spread on it.
 * Only drags that carry files count, and moving onto a child is not leaving.
 */
export function useFileDrop(onFiles: (files: FileList) => void, enabled = true) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!enabled || !event.dataTransfer.types.includes("Files")) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      setOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      if (enabled) onFiles(event.dataTransfer.files);
    },
  };
  return { over, handlers };
}
