import { EditModeDialog, GuestErrorDialog, Modal, RobotDialog } from "../../web/site/ui/Modal";

/** What the guest sees after a send or a failed call (spec 2, section 4: SUCCESS, SPAM, EDIT_MODE). */
export type SubmitDialog =
  | { kind: "SUCCESS" }
  | { kind: "SPAM" }
  | { kind: "EDIT_MODE" }
  | { kind: "ERROR"; message: string; detail?: string };

export function SubmitDialogs({ dialog, confirmationTitle, confirmationText, onClose }: { dialog: SubmitDialog | null; confirmationTitle: string; confirmationText: string; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case "SUCCESS":
      return (
        <Modal title={confirmationTitle} onClose={onClose}>
          <p className="site-form__confirmation">{confirmationText}</p>
        </Modal>
      );
    case "SPAM":
      return <RobotDialog onClose={onClose} />;
    case "EDIT_MODE":
      return <EditModeDialog onClose={onClose} />;
    case "ERROR":
      return <GuestErrorDialog message={dialog.message} detail={dialog.detail} onClose={onClose} />;
  }
}

/** A random id that groups the guests sent together (no secure context needed). */
export function groupIdentifier(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
