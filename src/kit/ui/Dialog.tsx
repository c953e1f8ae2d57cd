import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

interface DialogProps {
  open: boolean;
  /** Called when the user closes the dialog (Escape or the close button); the parent then sets open to false. */
  onClose: () => void;
  title: string;
  /** Accessible name of the corner close button; without it there is none. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, inert background, focus
 * moved in and restored on close, and Escape. A click on the backdrop never closes it.
 */
export function Dialog({ open, onClose, title, closeLabel, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  /** Our own closes; the native close event of each comes a task later and is not the user's. */
  const ownCloses = useRef(0);

  // A layout effect, so its cleanup runs while the dialog is still in the page: when `open`
  // turns false, when a parent stops rendering it while open (a confirmation inside an editor),
  // and when Suspense hides it for a moment. Closing it then lets the browser put focus back;
  // shown again, it opens again.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      dialog.showModal();
      // React focuses autoFocus fields before showModal moves focus, so a field asks by data attribute.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    return () => {
      if (!dialog.open) return;
      ownCloses.current += 1;
      dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      // Escape: the user's close. React passes a nested dialog's close up to this one: only its own counts.
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (ownCloses.current > 0) ownCloses.current -= 1;
        else onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
      {open && <div className="dialog__body">{children}</div>}
    </dialog>
  );
}
