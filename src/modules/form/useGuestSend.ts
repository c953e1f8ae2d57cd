import { useRef, useState } from "react";
import { describeError, guestApi } from "../../kit/guestPage/guestApi";
import { isNetworkFailure, useKeptAnswers } from "../../kit/guestPage/offline/useKeptAnswers";
import { KEPT_ANSWER_TEXTS } from "../../kit/guestPage/offline/texts";
import { refusesGuestActions, useSite, useTexts } from "../../kit/guestPage/SiteContext";
import type { SubmitDialog } from "./SubmitDialogs";
import { usePostKey, type IssuedKey } from "./usePostKey";

/**
 * Sending a guest form (RSVP or Form, and the legacy RSVP and speech forms): its post key,
 * busy state, the outcome dialog and failed calls. `messages` are the module's texts for a
 * failed key fetch and a failed send. In the editor (`refused`) nothing is sent: the form
 * answers with the edit-mode notice (spec 2, section 8). With `keptAs` (the form's id), an
 * answer made without a network is kept in the browser and sent when the network returns
 * (decision 110); `notice` then says so, and says when it was sent.
 */
export function useGuestSend(postKeyPath: string, messages: { loadFailed: string; sendFailed: string }, keptAs?: string) {
  const site = useSite();
  const postKey = usePostKey(postKeyPath);
  const refused = refusesGuestActions(site);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<SubmitDialog | null>(null);
  const keptTexts = useTexts(KEPT_ANSWER_TEXTS);
  // The form's clearing for the answer it kept: the page's own answer when it is sent later on this visit.
  const clearKept = useRef<(() => void) | null>(null);
  const kept = useKeptAnswers(refused ? undefined : keptAs, {
    onSent: () => {
      clearKept.current?.();
      clearKept.current = null;
      setDialog({ kind: "SUCCESS" });
    },
    // The form keeps what the guest entered.
    onRefused: (error) => setDialog({ kind: "ERROR", message: keptTexts.refused, detail: describeError(error, site.uiLanguage) }),
  });

  /** Shows the error dialog: the action's message and the server's description. */
  const fail = (message: string, error: unknown) =>
    setDialog({ kind: "ERROR", message, detail: describeError(error, site.uiLanguage) });

  /** Fetches the post key ahead of the send, so a quick guest rarely has to wait for it. */
  const prepare = () => postKey.fetchKey().then(() => undefined);

  /** Keeps an answer the network failed to take; false when none can be kept here. */
  const keep = (path: string, payload: unknown, issued: IssuedKey | null, onSent: () => void) => {
    if (!keptAs || !kept.keep({ path, keyPath: postKeyPath, body: payload as Record<string, unknown>, postKey: issued?.key ?? null, keyIssuedAt: issued?.issuedAt ?? null })) return false;
    clearKept.current = onSent;
    return true;
  };

  /**
   * Posts the answers (built around the post key) once the key is old enough, busy meanwhile,
   * and readies the key for the next send.
   * Only a success calls `onSent` to clear the form: the robot notice and failures keep every answer.
   */
  const send = async (path: string, body: (postKey: string) => unknown, onSent: () => void) => {
    setBusy(true);
    try {
      const issued = await postKey.takeIssued().catch((error: unknown) => {
        // Without a network the answer is kept without a key, fetched when it is sent.
        if (isNetworkFailure(error) && keep(path, body(""), null, onSent)) return null;
        fail(messages.loadFailed, error);
        return undefined;
      });
      if (!issued) return;
      const payload = body(issued.key);
      let result: { invertedSuccess?: boolean };
      try {
        result = await guestApi<{ invertedSuccess?: boolean }>(path, { method: "POST", body: payload });
      } catch (error) {
        if (isNetworkFailure(error) && keep(path, payload, issued, onSent)) return;
        throw error;
      }
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

  return { busy, dialog, setDialog, fail, prepare, refused, submit, notice: kept.notice };
}
