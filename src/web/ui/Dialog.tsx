import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React focuses autoFocus fields before showModal moves focus, so a field asks by data attribute.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A parent may stop rendering the dialog while it is open (a confirmation inside an editor).
  // Closing it while it is still in the page lets the browser put focus back where it was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      // The native close event also follows our own close(); only a close while still open came from the user.
      // React passes a nested dialog's close (a confirmation inside an editor) up to this one: only its own counts.
      onClose={(event) => event.target === event.currentTarget && open && onClose()}
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
