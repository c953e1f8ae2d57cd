import { useState } from "react";
import { fill } from "../../../domain/fill";
import type { JoinRequest } from "../../../domain/guestList/joinRequests";
import { useShowError } from "../../../kit/errors/useShowError";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "./guestListView";
import { approveJoinRequest, declineJoinRequest, useJoinRequests } from "./joinRequestsApi";
import { JOIN_REQUEST_TEXTS } from "./joinRequestTexts";

/**
 * The requests to join waiting for the couple (decision 103), above the households: each with
 * "Godkänn" (a household with a link, invited) and "Avböj". Hidden while none waits.
 */
export function JoinRequestsSection({ view, onStatus }: { view: GuestListView; onStatus: (text: string) => void }) {
  const texts = useOwnerTexts(JOIN_REQUEST_TEXTS);
  const showError = useShowError();
  const requests = useJoinRequests(view.siteId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const pending = requests.data?.requests.filter((request) => request.status === "pending") ?? [];
  if (pending.length === 0) return null;

  async function answer(request: JoinRequest, approve: boolean) {
    setBusyId(request.id);
    try {
      if (approve) {
        const { invitation } = await approveJoinRequest(view.siteId, request.id);
        onStatus(fill(invitation.refused ? texts.approvedNoMail : texts.approved, { name: request.name }));
      } else {
        await declineJoinRequest(view.siteId, request.id);
        onStatus(fill(texts.declined, { name: request.name }));
      }
      await view.reload();
    } catch (error) {
      showError(error, texts.failed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="guest-list__join-requests" aria-labelledby="join-requests-heading">
      <h2 id="join-requests-heading">{fill(texts.heading, { count: pending.length })}</h2>
      <p className="muted">{texts.lead}</p>
      <ul className="join-requests">
        {pending.map((request) => (
          <li key={request.id} className="join-requests__item">
            <div className="join-requests__who">
              <strong>{request.name}</strong> <span className="muted">{request.mail}</span>
              {request.message && <p className="join-requests__message">{request.message}</p>}
            </div>
            <div className="join-requests__actions">
              <button type="button" className="button button--primary" disabled={busyId !== null} aria-label={fill(texts.approveLabel, { name: request.name })} onClick={() => void answer(request, true)}>
                {texts.approve}
              </button>
              <button type="button" className="button button--secondary" disabled={busyId !== null} aria-label={fill(texts.declineLabel, { name: request.name })} onClick={() => void answer(request, false)}>
                {texts.decline}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
