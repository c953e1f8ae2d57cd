import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { MeResponse } from "../../domain/accounts";
import { login, ME_QUERY_KEY } from "../../kit/api/accounts";
import { isStatus } from "../../kit/api/client";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { registrationPath } from "../registration/registrationPath";
import { TextField } from "../../kit/ui/fields";

/** Logs in and opens the account's editor, or does `onLoggedIn` instead (an invitation accepted after logging in). */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: (me: MeResponse) => void } = {}) {
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      if (onLoggedIn) onLoggedIn(me);
      else void navigate(`/redigera/${me.site._id}/`);
    },
    // A wrong login is told beside the form; anything else goes to the error dialog.
    onError: (error) => !isStatus(error, 401) && showError(error, t.errors.loginFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({ mail: String(form.get("mail")), password: String(form.get("password")) });
  };

  return (
    <form className="form" onSubmit={submit}>
      <TextField label={t.common.mail} name="mail" type="email" autoComplete="email" required />
      <TextField label={t.common.password} name="password" type="password" autoComplete="current-password" required />
      {isStatus(mutation.error, 401) && (
        <p className="notice notice--error" role="alert">
          {t.login.wrongLogin}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {t.common.logIn}
      </button>
      <p className="form__links">
        <Link to="/aterstall-losenord">{t.login.forgotPassword}</Link>
        {/* A page that logs in for its own purpose (an invitation) offers its own registration. */}
        {!onLoggedIn && (
          <span>
            {t.login.noAccount} <Link to={registrationPath(brand.brand)}>{t.login.register}</Link>
          </span>
        )}
      </p>
    </form>
  );
}
