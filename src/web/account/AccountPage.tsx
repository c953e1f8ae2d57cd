import { Outlet, useParams } from "react-router";
import type { AccountResponse } from "../../domain/accounts";
import { useSiteAccount } from "../../kit/api/accounts";
import { useSharedSites } from "../../kit/api/sitePeople";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { PeopleSection } from "../people/PeopleSection";
import { SharedSitesSection } from "../people/SharedSitesSection";
import { PageTitle } from "../ui/PageTitle";
import { AccountSection } from "./AccountSection";
import { AddressSection } from "./AddressSection";
import { publicationEnded, PublicationSection } from "./PublicationSection";
import { ReceiptsSection } from "./ReceiptsSection";
import { VisitorsSection } from "./VisitorsSection";

/** /redigera/:siteId/konto/ (spec 1, section 2). Its child route, forlang, opens the extend dialog over it. */
export function AccountPage() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const account = useSiteAccount(siteId);

  // A 403 here (another owner's site) makes the dialog offer to log in.
  useLoadError(account.error, t.errors.accountLoadFailed);

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
      {account.data && <AccountSections account={account.data} />}
      <Outlet />
    </div>
  );
}

function AccountSections({ account }: { account: AccountResponse }) {
  const shared = useSharedSites();
  const publication = account.site.active && <PublicationSection site={account.site} />;
  // An ended publication comes first, where the owner sees it at once.
  const ended = publicationEnded(account.site);
  return (
    <div className="account-grid">
      {ended && publication}
      <AddressSection site={account.site} />
      <AccountSection account={account} />
      <PeopleSection siteId={account.site._id} myMail={account.mail} />
      <SharedSitesSection sites={shared.data ?? []} />
      <VisitorsSection visitorCount={account.site.visitorCount} />
      {!ended && publication}
      <ReceiptsSection receipts={account.receipts} />
    </div>
  );
}
