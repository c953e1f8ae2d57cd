import type { ReactNode } from "react";
import type { TranslatedText } from "../../domain/languages";
import { useTranslate } from "../../kit/guestPage/SiteContext";
import { EditModeDialog, GuestErrorDialog, Modal, RobotDialog } from "../../kit/guestPage/ui/Modal";

/** What the guest sees after a send or a failed call (spec 2, section 4: SUCCESS, SPAM, EDIT_MODE). */
export type SubmitDialog =
  | { kind: "SUCCESS" }
  | { kind: "SPAM" }
  | { kind: "EDIT_MODE" }
  | { kind: "ERROR"; message: string; detail?: string };

/** The confirmation texts: the owner's (in the module) first, else the module's built-in ones. */
interface Confirmation<T> {
  confirmationTitle: T;
  confirmationText: T;
}

/** `receipt`: what the confirmation repeats of the answer sent (the RSVP's guests). */
export function SubmitDialogs({ dialog, module, texts, onClose, receipt }: { dialog: SubmitDialog | null; module: Confirmation<TranslatedText>; texts: Confirmation<string>; onClose: () => void; receipt?: ReactNode }) {
  const t = useTranslate();
  if (!dialog) return null;
  switch (dialog.kind) {
    case "SUCCESS":
      return (
        <Modal title={t(module.confirmationTitle) || texts.confirmationTitle} onClose={onClose}>
          <p className="site-form__confirmation">{t(module.confirmationText) || texts.confirmationText}</p>
          {receipt}
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
