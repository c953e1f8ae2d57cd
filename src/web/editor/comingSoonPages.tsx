import { useI18n } from "../i18n/useI18n";
import { ComingSoon } from "./ComingSoon";

/** The editor pages that later issues fill in (spec 3); until then each says what is coming. */
export function InvitationsPage() {
  const { t } = useI18n();
  return (
    <ComingSoon title={t.editor.invitationsTitle} soonTitle={t.editor.invitationsSoonTitle}>
      {t.editor.invitationsSoonText}
    </ComingSoon>
  );
}
