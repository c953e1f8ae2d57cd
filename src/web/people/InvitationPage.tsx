import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { fill } from "../../domain/fill";
import { ME_QUERY_KEY, register, useMe } from "../../kit/api/accounts";
import { acceptInvitation, sharedSitesQueryKey } from "../../kit/api/sitePeople";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../kit/errors/useShowError";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import { LoginForm } from "../auth/LoginForm";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { NewPasswordField } from "../ui/NewPasswordField";
import { PageTitle } from "../ui/PageTitle";
import { sharedSitePath } from "./SharedSitesSection";
import { PEOPLE_TEXTS } from "./texts";

/**
 * /bli-med/:token, the link in an invitation to a site. A logged-in account accepts with one
 * press; anyone else logs in or creates an account here, and the invitation is accepted right after,
 * so the token never leaves this page.
 */
export function InvitationPage() {
  const { token = "" } = useParams();
  const { t } = useI18n();
  const texts = useOwnerTexts(PEOPLE_TEXTS);
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: sharedSitesQueryKey });
      await navigate(sharedSitePath({ _id: joined.siteId, role: joined.role }));
    },
    onError: (error) => showError(error, texts.acceptFailed),
  });
  const create = useMutation({
    mutationFn: register,
    onSuccess: (created) => {
      queryClient.setQueryData(ME_QUERY_KEY, created);
      accept.mutate();
    },
    onError: (error) => showError(error, t.errors.registrationFailed),
  });

  const submitNew = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ mail: String(form.get("mail")), password: String(form.get("password")), acceptTerms: true });
  };

  return (
    <div className="page page--narrow">
      <PageTitle text={texts.acceptTitle} />
      <div className="card card--form" aria-busy={me.isPending}>
        <h1>{texts.acceptTitle}</h1>
        <p className="lead">{texts.acceptLead}</p>
        {me.isPending ? (
          <p className="muted">{t.common.loading}</p>
        ) : me.data ? (
          <>
            <p>{fill(texts.acceptAs, { mail: me.data.mail })}</p>
            <button type="button" className="button button--primary button--block" disabled={accept.isPending} onClick={() => accept.mutate()}>
              {texts.accept}
            </button>
          </>
        ) : (
          <>
            <section aria-labelledby="invitation-login">
              <h2 id="invitation-login">{texts.haveAccount}</h2>
              <LoginForm onLoggedIn={() => accept.mutate()} />
            </section>
            <section aria-labelledby="invitation-register" className="invitation__register">
              <h2 id="invitation-register">{texts.newAccount}</h2>
              <form className="form" onSubmit={submitNew}>
                <TextField label={t.common.mail} name="mail" type="email" autoComplete="email" required />
                <NewPasswordField label={t.common.password} />
                <CheckboxField
                  name="acceptTerms"
                  required
                  label={<FormattedText template={t.registration.acceptTerms} values={{ terms: <Link to="/villkor" target="_blank" rel="noopener">{t.registration.termsLink}</Link> }} />}
                />
                <button type="submit" className="button button--primary button--block" disabled={create.isPending || accept.isPending}>
                  {texts.createAndAccept}
                </button>
              </form>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
