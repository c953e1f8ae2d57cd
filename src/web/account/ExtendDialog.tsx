import { useNavigate, useParams } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { SupportMessageDialog } from "../ui/SupportMessageDialog";

/** /redigera/:siteId/konto/forlang: the prolong dialog; buying publication comes with the payment issue. */
export function ExtendDialog() {
  const { siteId } = useParams();
  const { t } = useI18n();
  const navigate = useNavigate();
  return <SupportMessageDialog open onClose={() => navigate(`/redigera/${siteId}/konto/`)} title={t.account.extendTitle} template={t.account.extendText} />;
}
