import { useRef, type ReactNode } from "react";
import { useTexts } from "../SiteContext";
import { SITE_TEXTS } from "../texts";
import { useDialogFocus } from "./useDialogFocus";

/**
 * A modal dialog on the guest page: native <dialog> with showModal(), so Escape and the
 * backdrop behave as people expect. Rendered only while open; focus as useDialogFocus says.
 */
export function Modal({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const texts = useTexts(SITE_TEXTS);
  useDialogFocus(ref);
  return (
    <dialog
      ref={ref}
      className={`site-modal${wide ? " site-modal--wide" : ""}`}
      aria-labelledby="site-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="site-modal__header">
        <h2 id="site-modal-title" className="site-modal__title">
          {title}
        </h2>
        <button type="button" className="site-modal__close" aria-label={texts.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="site-modal__body">{children}</div>
    </dialog>
  );
}

/** The info dialog that refuses a guest action in edit mode (spec 2, Roles). */
export function EditModeDialog({ onClose }: { onClose: () => void }) {
  const texts = useTexts(SITE_TEXTS);
  return (
    <Modal title={texts.editModeTitle} onClose={onClose}>
      <p>{texts.editModeText}</p>
    </Modal>
  );
}

/** The robot notice shown when the server answers invertedSuccess: true. */
export function RobotDialog({ onClose }: { onClose: () => void }) {
  const texts = useTexts(SITE_TEXTS);
  return (
    <Modal title={texts.robotTitle} onClose={onClose}>
      <p>{texts.robotText}</p>
    </Modal>
  );
}

/** The spec's error dialog on the guest page: the action's message and the server's description. */
export function GuestErrorDialog({ message, detail, onClose }: { message: string; detail?: string; onClose: () => void }) {
  const texts = useTexts(SITE_TEXTS);
  return (
    <Modal title={texts.errorTitle} onClose={onClose}>
      <p className="site-modal__error">{message}</p>
      {detail && <p>{detail}</p>}
    </Modal>
  );
}
