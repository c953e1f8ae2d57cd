import { useEffect } from "react";
import { Outlet, useParams } from "react-router";
import { useSiteAccount } from "../api/accounts";
import { useShowError } from "../errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { AccountSection } from "./AccountSection";
import { PublicationSection } from "./PublicationSection";
import { VisitorsSection } from "./VisitorsSection";

/** /redigera/:siteId/konto/ (spec 1, section 2). Its child route, forlang, opens the extend dialog over it. */
export function AccountPage() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const showError = useShowError();
  const account = useSiteAccount(siteId);

  // A 403 here (another owner's site) makes the dialog offer to log in.
  useEffect(() => {
    if (account.error) showError(account.error, t.errors.accountLoadFailed);
  }, [account.error, showError, t]);

  return (
    <div className="editor-page">
      <PageTitle text={t.account.title} />
      <h1>{t.account.title}</h1>
      {account.isPending && <p className="muted">{t.common.loading}</p>}
      {account.error && (
        <p className="notice notice--error" role="alert">
          {t.errors.accountLoadFailed}
        </p>
      )}
      {account.data && (
        <div className="account-grid">
          <AccountSection account={account.data} />
          <VisitorsSection visitorCount={account.data.site.visitorCount} />
          {account.data.site.active && <PublicationSection site={account.data.site} />}
        </div>
      )}
      <Outlet />
    </div>
  );
}
