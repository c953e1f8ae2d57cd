import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useParams } from "react-router";
import { setNewPassword } from "../../kit/api/accounts";
import { isStatus } from "../../kit/api/client";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { NewPasswordField } from "../ui/NewPasswordField";
import { PageTitle } from "../ui/PageTitle";

/** /aterstall-losenord/:token, the link from the reset mail. */
export function NewPasswordPage() {
  const { token = "" } = useParams();
  const { t } = useI18n();
  const showError = useShowError();
  const mutation = useMutation({
    mutationFn: (password: string) => setNewPassword(token, password),
    // An unusable link is told on the page, with a way to ask for a new one.
    onError: (error) => !isStatus(error, 422) && showError(error, t.errors.newPasswordFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(String(new FormData(event.currentTarget).get("password")));
  };

  return (
    <div className="page page--narrow">
      <PageTitle text={t.newPassword.title} />
      <div className="card card--form">
        <h1>{t.newPassword.title}</h1>
        {mutation.isSuccess ? (
          <div className="stack" role="status">
            <p className="notice notice--success">{t.newPassword.successText}</p>
            <Link className="button button--primary button--block" to="/logga-in">
              {t.common.logIn}
            </Link>
          </div>
        ) : (
          <form className="form" onSubmit={submit}>
            <NewPasswordField label={t.newPassword.label} />
            {isStatus(mutation.error, 422) && (
              <div className="notice notice--error" role="alert">
                <p>{t.newPassword.invalidToken}</p>
                <p>
                  <Link to="/aterstall-losenord">{t.newPassword.requestNew}</Link>
                </p>
              </div>
            )}
            <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
              {t.newPassword.submit}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
