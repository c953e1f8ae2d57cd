import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import type { AnswerEntry } from "../../../domain/answers";
import { formatDateTime } from "../../../domain/dates";
import type { OverviewHousehold } from "../../../domain/guestList/overview";
import { answersKey } from "../../api/answers";
import { guestListOverviewKey, matchOpenAnswer } from "../../api/guestListOverview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../../kit/errors/useShowError";
import { GUEST_VIEW_TEXTS } from "./texts";
import { fill, plural } from "../../../domain/fill";

interface OpenSend {
  groupIdentifier: string;
  createdAt: string;
  /** The first answer of each guest in the send: their name, as the open form asks it first. */
  who: string;
  guests: number;
  householdId: string | null;
}

/** The open RSVP's sends (one per group), newest first, each with the names its guests gave. */
function openSends(entries: AnswerEntry[]): OpenSend[] {
  const sends = new Map<string, OpenSend>();
  for (const entry of entries) {
    if (entry.older) continue;
    const name = entry.formElements.find((element) => element.formElement.formElementType === "ShortText")?.value ?? "";
    const send = sends.get(entry.groupIdentifier);
    if (send) {
      send.guests += 1;
      if (name) send.who = send.who ? `${send.who}, ${name}` : name;
    } else {
      sends.set(entry.groupIdentifier, { groupIdentifier: entry.groupIdentifier, createdAt: entry.createdAt, who: name, guests: 1, householdId: entry.householdId ?? null });
    }
  }
  return [...sends.values()];
}

/**
 * Sends through the page's open RSVP form, each with a choice of the household it belongs to;
 * read-only (a toastmaster, decision 101), each with the household it is matched to.
 */
export function OpenAnswers({ siteId, entries, households, readOnly }: { siteId: string; entries: AnswerEntry[]; households: OverviewHousehold[]; readOnly: boolean }) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const sends = useMemo(() => openSends(entries), [entries]);
  const headingId = useId();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const match = useMutation({
    mutationFn: ({ groupIdentifier, householdId }: { groupIdentifier: string; householdId: string | null }) => matchOpenAnswer(siteId, groupIdentifier, householdId),
    onSuccess: async (_, { groupIdentifier, householdId }) => {
      queryClient.setQueryData<AnswerEntry[]>(answersKey(siteId, "rsvp"), (answers) =>
        answers?.map((entry) => {
          if (entry.groupIdentifier !== groupIdentifier) return entry;
          const { householdId: _old, ...rest } = entry;
          return householdId ? { ...rest, householdId } : rest;
        }),
      );
      await queryClient.invalidateQueries({ queryKey: guestListOverviewKey(siteId) });
    },
    onError: (error) => showError(error, texts.openFailed),
  });
  if (sends.length === 0) return null;

  return (
    <section className="card guest-open" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.openHeading}</h2>
      <p className="muted">{readOnly ? texts.openLeadReadOnly : texts.openLead}</p>
      <ul className="guest-open__list">
        {sends.map((send) => (
          <OpenSendRow
            key={send.groupIdentifier}
            send={send}
            households={households}
            busy={match.isPending}
            onMatch={readOnly ? undefined : (householdId) => match.mutate({ groupIdentifier: send.groupIdentifier, householdId })}
          />
        ))}
      </ul>
    </section>
  );
}

/** Without `onMatch` the row names the matched household instead of offering the choice. */
function OpenSendRow({ send, households, busy, onMatch }: { send: OpenSend; households: OverviewHousehold[]; busy: boolean; onMatch: ((householdId: string | null) => void) | undefined }) {
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const selectId = useId();
  const who = send.who || formatDateTime(send.createdAt);
  return (
    <li className="guest-open__send">
      <div className="guest-open__who">
        <strong>{who}</strong>
        <span className="muted">
          {formatDateTime(send.createdAt)} · {plural(send.guests, texts.openGuest, texts.openGuests)}
        </span>
      </div>
      {onMatch ? (
        <>
          <label className="visually-hidden" htmlFor={selectId}>
            {fill(texts.openMatch, { who })}
          </label>
          <select id={selectId} className="field__input guest-open__select" value={send.householdId ?? ""} disabled={busy} onChange={(event) => onMatch(event.target.value || null)}>
            <option value="">{texts.openNone}</option>
            {households.map((household) => (
              <option key={household.id} value={household.id}>
                {household.name}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span>{households.find((household) => household.id === send.householdId)?.name ?? texts.openNone}</span>
      )}
    </li>
  );
}
