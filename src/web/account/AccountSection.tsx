import { Link } from "react-router";
import type { AccountResponse } from "../../domain/accounts";
import { formatDate } from "../../domain/dates";
import { useLogout } from "../auth/useLogout";
import { useI18n } from "../i18n/useI18n";

export function AccountSection({ account }: { account: AccountResponse }) {
  const { t } = useI18n();
  const logout = useLogout();
  return (
    <section className="card account-card" aria-labelledby="account-heading">
      <h2 id="account-heading">{t.account.accountHeading}</h2>
      <dl className="details">
        <div>
          <dt>{t.common.mail}</dt>
          <dd>{account.mail}</dd>
        </div>
        <div>
          <dt>{t.account.registered}</dt>
          <dd>{formatDate(account.registered.date)}</dd>
        </div>
      </dl>
      <div className="actions">
        <button type="button" className="button button--secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t.common.logOut}
        </button>
        <Link to="/aterstall-losenord">
          {t.account.resetPassword}
        </Link>
      </div>
    </section>
  );
}
