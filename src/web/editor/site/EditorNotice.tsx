import type { ReactNode } from "react";
import { CloseIcon } from "../../../kit/ui/icons";

interface EditorNoticeProps {
  tone: "success" | "info";
  children: ReactNode;
  /** Offers a close button with this name. */
  closeLabel?: string;
  onClose?: () => void;
}

/** A line under the action bar: what just happened, or a way on; never covers the page. */
export function EditorNotice({ tone, children, closeLabel, onClose }: EditorNoticeProps) {
  return (
    <div className={`editor-notice editor-notice--${tone}`} role="status">
      <div className="editor-notice__text">{children}</div>
      {onClose && (
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
