import { useMe } from "../../kit/api/accounts";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { usePageType } from "../ui/usePageType";
import { LoggedInPanel } from "./LoggedInPanel";
import { LoginForm } from "./LoginForm";
import { fill } from "../../domain/fill";

/** /logga-in. Whether someone is already logged in only decides what is shown: its failures are ignored. */
export function LoginPage() {
  const { t } = useI18n();
  const pageType = usePageType();
  const me = useMe();
  return (
    <div className="page page--narrow">
      <PageTitle text={t.login.title} />
      <div className="card card--form" aria-busy={me.isPending}>
        <h1>{t.login.title}</h1>
        {me.isPending ? (
          <p className="muted">{t.common.loading}</p>
        ) : me.data ? (
          <LoggedInPanel me={me.data} />
        ) : (
          <>
            <p className="lead">{fill(t.login.lead, { pageType })}</p>
            <LoginForm />
          </>
        )}
      </div>
    </div>
  );
}
