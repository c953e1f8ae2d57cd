import { Link } from "react-router";
import type { MeResponse } from "../../domain/accounts";
import { useI18n } from "../i18n/useI18n";
import { useLogout } from "./useLogout";
import { fill } from "../../domain/fill";

export function LoggedInPanel({ me }: { me: MeResponse }) {
  const { t } = useI18n();
  const logout = useLogout();
  return (
    <div className="stack">
      <p className="lead">{fill(t.login.loggedInAs, { mail: me.mail })}</p>
      <div className="actions">
        <Link className="button button--primary" to={`/redigera/${me.site._id}/`}>
          {t.login.goToMyPage}
        </Link>
        <button type="button" className="button button--secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t.common.logOut}
        </button>
      </div>
    </div>
  );
}
