import { useEffect, type RefObject } from "react";

/** What a dialog opens on: its first field, else what asks for focus (a confirmation's "Klar"). */
const FIRST_STOP = ":is(input:not([type=hidden]), select, textarea), [autofocus]";

/**
 * Opens a guest page's <dialog> as a modal on its first field (the close button otherwise) and,
 * when it goes, gives focus back to the control that opened it; when that control is gone (a
 * sent form cleared), to the first control of its module.
 */
export function useDialogFocus(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    // A dialog is drawn inside its module's section: the way back when the opener has gone (or lost focus while busy).
    const module = (opener ?? dialog)?.closest(".module");
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>(FIRST_STOP)?.focus();
    return () => {
      // Closed first: while a modal dialog is open the rest of the page takes no focus.
      if (dialog?.open) dialog.close();
      const back = opener?.isConnected ? opener : module?.querySelector<HTMLElement>("button:not([disabled]), a[href], input, select, textarea");
      back?.focus();
    };
  }, [ref]);
}
