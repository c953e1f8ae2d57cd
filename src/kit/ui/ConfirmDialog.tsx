import { Dialog } from "./Dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action (delete) gets the warning colour. */
  danger?: boolean;
}

/** Asks before something that cannot be taken back; Escape and Cancel leave everything as it was. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel, danger }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="dialog__lead">{text}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? "button button--danger" : "button button--primary"} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
