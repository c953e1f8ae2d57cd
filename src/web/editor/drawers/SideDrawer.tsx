import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { CloseIcon } from "../../../kit/ui/icons";
import { FIELD_TEXTS } from "../../../kit/editor/fields/texts";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useMediaQuery } from "./useMediaQuery";
import "./sideDrawer.css";

/** From this width the drawer sits beside the page (spec 2, Other site parts); keep in step with sideDrawer.css. */
const BESIDE_THE_PAGE = "(min-width: 1336px)";

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /**
   * Its choices change the page, so the page stays in view and live at every width: beside the
   * drawer from a tablet's width, above it (a bottom sheet) on a phone. Never modal, never dimmed.
   */
  alongside?: boolean;
}

const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

/** A key pressed in the drawer itself, not in a dialog opened from it (React passes those up too). */
const ownKey = (event: KeyboardEvent<HTMLDialogElement>) =>
  event.target instanceof Element && event.target.closest("dialog") === event.currentTarget;

/**
 * The editor's side drawer on the native <dialog>. On a wide screen (or `alongside`) it is
 * non-modal: the page beside it stays usable and an outside click leaves it open. Narrower it is
 * modal over the page and also closes on a click outside; Escape closes it either way. Opening moves focus in;
 * closing returns it to where it came from, unless the user has already moved on elsewhere.
 */
export function SideDrawer({ open, onClose, title, children, alongside = false }: SideDrawerProps) {
  const texts = useOwnerTexts(FIELD_TEXTS);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const besideThePage = useMediaQuery(BESIDE_THE_PAGE) || alongside;
  const cameFrom = useRef<HTMLElement | null>(null);
  /** The native close event comes a task later, so our own closes are counted, not flagged. */
  const ownCloses = useRef(0);
  const pressedOutside = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const close = () => {
      ownCloses.current += 1;
      dialog.close();
    };
    if (!open) {
      if (!dialog.open) return;
      const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      close();
      if (focusWasInside && cameFrom.current?.isConnected) cameFrom.current.focus();
      return;
    }
    // Modal and non-modal are two ways of opening: switching between them needs a close first.
    if (dialog.open) close();
    else cameFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (besideThePage) dialog.show();
    else dialog.showModal();
  }, [open, besideThePage]);

  return (
    <dialog
      ref={ref}
      className={alongside ? "side-drawer side-drawer--alongside" : "side-drawer"}
      aria-labelledby={titleId}
      // Escape on the modal drawer: the parent closes it, so its state stays the truth.
      // React passes a nested dialog's cancel and close up to this one: only the drawer's own count.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      // A close the browser made on its own (a repeated Escape may not be cancelable).
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (ownCloses.current > 0) ownCloses.current -= 1;
        else if (open) onClose();
      }}
      // The non-modal drawer gets no cancel event from the browser, so Escape is ours to handle.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented || !ownKey(event)) return;
        if (event.currentTarget.matches(":modal")) return;
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => (pressedOutside.current = event.target === ref.current && outside(ref.current, event))}
      onClick={(event) => {
        if (!besideThePage && pressedOutside.current && outside(event.currentTarget, event)) onClose();
      }}
    >
      <div className="side-drawer__header">
        <h2 id={titleId} className="side-drawer__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={texts.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {open && <div className="side-drawer__body">{children}</div>}
    </dialog>
  );
}
