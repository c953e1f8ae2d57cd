import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { fill } from "../../domain/fill";
import { MEMBER_ROLES, type MemberRole } from "../../domain/siteRoles";
import { editsSite, invitePerson, peopleQueryKey, removePerson, usePeople, withdrawInvitation, type SitePeople } from "../../kit/api/sitePeople";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../kit/errors/useShowError";
import { TextField } from "../../kit/ui/fields";
import { PEOPLE_TEXTS } from "./texts";

/** Who is on the site; the owner and co-owners also invite, withdraw and remove (docs/roles.md). */
export function PeopleSection({ siteId, myMail, headingId }: { siteId: string; myMail: string; /** The page's own heading, when the section is the whole page: it then draws none of its own. */ headingId?: string }) {
  const texts = useOwnerTexts(PEOPLE_TEXTS);
  const people = usePeople(siteId);
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [sentTo, setSentTo] = useState("");
  const roleId = useId();
  const updated = (answer: SitePeople) => queryClient.setQueryData(peopleQueryKey(siteId), answer);
  const invite = useMutation({
    mutationFn: ({ mail, role }: { mail: string; role: MemberRole }) => invitePerson(siteId, mail, role),
    onSuccess: (answer, { mail }) => {
      updated(answer);
      setSentTo(mail);
    },
    onError: (error) => showError(error, texts.inviteFailed),
  });
  const change = useMutation({
    mutationFn: (action: () => Promise<SitePeople>) => action(),
    onSuccess: updated,
    onError: (error) => showError(error, texts.changeFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSentTo("");
    invite.mutate({ mail: String(data.get("mail")), role: String(data.get("role")) as MemberRole }, { onSuccess: () => form.reset() });
  };

  const editor = people.data && editsSite(people.data.yourRole);
  return (
    <section className="card account-card people" aria-labelledby={headingId ?? "people-heading"} id="personer">
      {!headingId && <h2 id="people-heading">{texts.heading}</h2>}
      {people.isPending && <p className="muted">…</p>}
      {people.error && (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      )}
      {people.data && (
        <ul className="people__list">
          {people.data.people.map((person) => (
            <li key={person.accountId} className="people__row">
              <span className="people__mail">
                {person.mail}
                {person.mail === myMail && ` (${texts.you})`}
              </span>
              <span className="people__role">{texts.roles[person.role]}</span>
              {editor && person.role !== "owner" && person.mail !== myMail && (
                <button type="button" className="button button--secondary" aria-label={fill(texts.remove, { mail: person.mail })} disabled={change.isPending} onClick={() => change.mutate(() => removePerson(siteId, person.accountId))}>
                  {texts.removeShort}
                </button>
              )}
            </li>
          ))}
          {people.data.invitations.map((invitation) => (
            <li key={invitation._id} className="people__row people__row--pending">
              <span className="people__mail">{invitation.mail}</span>
              <span className="people__role">
                {texts.roles[invitation.role]} · {texts.pending}
              </span>
              <button type="button" className="button button--secondary" aria-label={fill(texts.withdraw, { mail: invitation.mail })} disabled={change.isPending} onClick={() => change.mutate(() => withdrawInvitation(siteId, invitation._id))}>
                {texts.withdrawShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      {editor && (
        <form className="form people__invite" onSubmit={submit}>
          <p className="muted">{texts.lead}</p>
          <TextField label={texts.mail} name="mail" type="email" autoComplete="off" required />
          <div className="field">
            <label className="field__label" htmlFor={roleId}>
              {texts.role}
            </label>
            <select id={roleId} name="role" className="field__input" defaultValue="co-owner" aria-describedby={`${roleId}-hint`}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {texts.roles[role]}
                </option>
              ))}
            </select>
            <p id={`${roleId}-hint`} className="field__hint">
              {texts.roleHints}
            </p>
          </div>
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            {texts.invite}
          </button>
          <p role="status" className="people__sent">
            {sentTo && fill(texts.invited, { mail: sentTo })}
          </p>
        </form>
      )}
    </section>
  );
}
