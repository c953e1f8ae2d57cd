import { useState } from "react";
import { describeError, guestApi } from "../../web/site/guestApi";
import { useSite } from "../../web/site/SiteContext";
import type { SubmitDialog } from "./SubmitDialogs";

/** Sending a guest form (RSVP or Form): busy state, the outcome dialog and failed calls. */
export function useGuestSend() {
  const site = useSite();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<SubmitDialog | null>(null);

  /** Shows the error dialog: the action's message and the server's description. */
  const fail = (message: string, error: unknown) =>
    setDialog({ kind: "ERROR", message, detail: describeError(error, site.uiLanguage) });

  /** Posts the answers; on an answer, `onSent` clears the form and the outcome is shown. */
  const send = async (path: string, body: unknown, failedMessage: string, onSent: () => void) => {
    setBusy(true);
    try {
      const result = await guestApi<{ invertedSuccess?: boolean }>(path, { method: "POST", body });
      onSent();
      setDialog({ kind: result.invertedSuccess === true ? "SPAM" : "SUCCESS" });
    } catch (error) {
      fail(failedMessage, error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, dialog, setDialog, fail, send };
}
