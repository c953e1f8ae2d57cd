import { useState } from "react";
import { errorMessage } from "../../domain/errors";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../../kit/ui/Dialog";
import { toClientError } from "./toClientError";

interface ErrorDialogProps {
  /** Hidden while null; shown whenever a different error is supplied. */
  error: unknown;
  /** What failed, in the reader's language, shown above the server's own message. */
  action?: string;
}

/**
 * The error dialog of spec 1 (sections 2 and 8). Once the user closes it, the same error
 * object does not open it again; a new error does. A 403 offers to log in instead of Close.
 */
export function ErrorDialog({ error, action }: ErrorDialogProps) {
  const { language, t } = useI18n();
  const [closedFor, setClosedFor] = useState<unknown>(null);
  const open = error != null && error !== closedFor;
  const clientError = toClientError(error);
  const needsLogin = clientError.status === 403;
  const close = () => setClosedFor(error);

  return (
    <Dialog open={open} onClose={close} title={t.errors.dialogTitle} className="dialog--error">
      {action && <p className="dialog__lead">{action}</p>}
      <p className="error-dialog__message">{errorMessage(clientError, language)}</p>
      <div className="dialog__actions">
        {needsLogin ? (
          // A full page load, so the login page starts without the stale session state.
          <button type="button" className="button button--primary" onClick={() => window.location.assign("/logga-in")}>
            {t.common.logIn}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={close}>
            {t.common.close}
          </button>
        )}
      </div>
    </Dialog>
  );
}
