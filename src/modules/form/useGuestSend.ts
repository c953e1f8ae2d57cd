import { useState } from "react";
import { describeError, guestApi } from "../../kit/guestPage/guestApi";
import { refusesGuestActions, useSite } from "../../kit/guestPage/SiteContext";
import type { SubmitDialog } from "./SubmitDialogs";
import { usePostKey } from "./usePostKey";

/**
 * Sending a guest form (RSVP or Form, and the legacy RSVP and speech forms): its post key,
 * busy state, the outcome dialog and failed calls. `messages` are the module's texts for a
 * failed key fetch and a failed send. In the editor (`refused`) nothing is sent: the form
 * answers with the edit-mode notice (spec 2, section 8).
 */
export function useGuestSend(postKeyPath: string, messages: { loadFailed: string; sendFailed: string }) {
  const site = useSite();
  const postKey = usePostKey(postKeyPath);
  const refused = refusesGuestActions(site);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<SubmitDialog | null>(null);

  /** Shows the error dialog: the action's message and the server's description. */
  const fail = (message: string, error: unknown) =>
    setDialog({ kind: "ERROR", message, detail: describeError(error, site.uiLanguage) });

  /** Fetches the post key ahead of the send, so a quick guest rarely has to wait for it. */
  const prepare = () => postKey.fetchKey().then(() => undefined);

  /**
   * Posts the answers (built around the post key) once the key is old enough, busy meanwhile,
   * and readies the key for the next send.
   * Only a success calls `onSent` to clear the form: the robot notice and failures keep every answer.
   */
  const send = async (path: string, body: (postKey: string) => unknown, onSent: () => void) => {
    setBusy(true);
    try {
      const key = await postKey.take().catch((error: unknown) => {
        fail(messages.loadFailed, error);
        return null;
      });
      if (key === null) return;
      const result = await guestApi<{ invertedSuccess?: boolean }>(path, { method: "POST", body: body(key) });
      if (result.invertedSuccess === true) {
        setDialog({ kind: "SPAM" });
      } else {
        onSent();
        setDialog({ kind: "SUCCESS" });
      }
    } catch (error) {
      fail(messages.sendFailed, error);
    } finally {
      setBusy(false);
      // The next send (a retry after the robot notice or a failure, or another guest) then rarely waits.
      prepare().catch(() => undefined);
    }
  };

  /** The form's submit handler: the send, or in the editor the edit-mode notice. */
  const submit = (path: string, body: (postKey: string) => unknown, onSent: () => void) => (event: React.FormEvent) => {
    event.preventDefault();
    if (refused) setDialog({ kind: "EDIT_MODE" });
    else void send(path, body, onSent);
  };

  return { busy, dialog, setDialog, fail, prepare, refused, submit };
}
