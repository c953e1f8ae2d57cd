import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { requestPasswordReset } from "../../kit/api/accounts";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { TextField } from "../../kit/ui/fields";
import { PageTitle } from "../ui/PageTitle";

/** /aterstall-losenord: the server answers the same whether the account exists or not. */
export function ResetRequestPage() {
  const { t } = useI18n();
  const { outboxUrl } = useAppConfig();
  const showError = useShowError();
  const mutation = useMutation({ mutationFn: requestPasswordReset, onError: (error) => showError(error, t.errors.resetRequestFailed) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(String(new FormData(event.currentTarget).get("mail")));
  };

  return (
    <div className="page page--narrow">
      <PageTitle text={t.resetRequest.title} />
      <div className="card card--form">
        <h1>{mutation.isSuccess ? t.resetRequest.sentTitle : t.resetRequest.title}</h1>
        {mutation.isSuccess ? (
          <div className="stack" role="status">
            <p className="lead">
              <FormattedText template={t.resetRequest.sentText} values={{ mail: <strong>{mutation.data.mail}</strong> }} />
            </p>
            {outboxUrl && (
              <p>
                <a href={outboxUrl}>{t.resetRequest.devOutbox}</a>
              </p>
            )}
            <p>
              <Link to="/logga-in">{t.resetRequest.backToLogin}</Link>
            </p>
          </div>
        ) : (
          <form className="form" onSubmit={submit}>
            <p className="lead">{t.resetRequest.lead}</p>
            <TextField label={t.common.mail} name="mail" type="email" autoComplete="email" required />
            <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
              {t.resetRequest.submit}
            </button>
            <p className="form__links">
              <Link to="/logga-in">{t.resetRequest.backToLogin}</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
