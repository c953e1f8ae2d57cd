import { Link, useParams } from "react-router";
import { formatDate } from "../../domain/dates";
import { useSiteAccount } from "../../kit/api/accounts";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { ReceiptView } from "../payments/ReceiptView";
import { PageTitle } from "../ui/PageTitle";
import { fill } from "../../domain/fill";

/** /redigera/:siteId/konto/forlang/subdoman/bekraftelse/:paymentReference?: thanks, the new expiry and the receipt. */
export function ExtendConfirmationPage() {
  const { siteId = "", paymentReference } = useParams();
  const { t } = useI18n();
  const account = useSiteAccount(siteId);

  useLoadError(account.error, t.errors.accountLoadFailed);

  const expiry = account.data?.site.activeExpireDate;
  // Until the extension is fulfilled the old, past expiry would read as wrong: say it is on its way.
  const extended = expiry && new Date(expiry) > new Date();
  return (
    <div className="editor-page">
      <PageTitle text={t.account.confirmationTitle} />
      <h1>{t.account.confirmationTitle}</h1>
      <div className="confirmation-grid">
        <section className="card confirmation" aria-label={t.account.publicationHeading}>
          {account.isPending ? (
            <p className="muted">{t.common.loading}</p>
          ) : (
            <p className="confirmation__text" role="status">
              {extended ? fill(t.account.confirmationText, { date: formatDate(expiry) }) : t.account.confirmationPending}
            </p>
          )}
          <Link className="button button--secondary" to={`/redigera/${siteId}/konto/`}>
            {t.account.backToAccount}
          </Link>
        </section>
        {paymentReference && <ReceiptView siteId={siteId} reference={paymentReference} />}
      </div>
    </div>
  );
}
