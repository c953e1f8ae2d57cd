import { useMutation } from "@tanstack/react-query";
import { useParams } from "react-router";
import { isStatus } from "../../kit/api/client";
import { confirmRecipient } from "../api/recipientConfirmations";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { fill } from "../../domain/fill";

/**
 * /bekrafta-mottagare/:token, the link mailed to a new form recipient. Opening it changes
 * nothing (mail scanners open links); the button confirms.
 */
export function ConfirmRecipientPage() {
  const { token = "" } = useParams();
  const { t } = useI18n();
  const showError = useShowError();
  const mutation = useMutation({
    mutationFn: () => confirmRecipient(token),
    // An unusable link is told on the page.
    onError: (error) => !isStatus(error, 422) && showError(error, t.errors.confirmRecipientFailed),
  });

  return (
    <div className="page page--narrow">
      <PageTitle text={t.confirmRecipient.title} />
      <div className="card card--form">
        <h1>{t.confirmRecipient.title}</h1>
        {mutation.isSuccess ? (
          <p className="notice notice--success" role="status">
            {fill(t.confirmRecipient.successText, { mail: mutation.data.mail })}
          </p>
        ) : (
          <div className="stack">
            <p>{t.confirmRecipient.lead}</p>
            {isStatus(mutation.error, 422) && (
              <p className="notice notice--error" role="alert">
                {t.confirmRecipient.invalidToken}
              </p>
            )}
            <button type="button" className="button button--primary button--block" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
              {t.confirmRecipient.submit}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
