import { useNavigate } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../../kit/ui/Dialog";
import { usePageType } from "../ui/usePageType";
import { fill } from "../../domain/fill";

interface WelcomeDialogProps {
  open: boolean;
  siteId: string;
  onContinue: () => void;
}

/** After registration, in the new site's editor: choose an address now, or continue editing (spec 1, section 2). */
export function WelcomeDialog({ open, siteId, onContinue }: WelcomeDialogProps) {
  const { t } = useI18n();
  const pageType = usePageType();
  const navigate = useNavigate();
  return (
    // Escape means the same as Continue: the account exists, so there is no way back.
    <Dialog open={open} onClose={onContinue} title={t.registration.welcomeTitle} className="dialog--welcome">
      <p className="dialog__lead">{fill(t.registration.welcomeText, { pageType })}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => navigate(`/redigera/${siteId}/valj-adress`)}>
          {t.registration.chooseAddress}
        </button>
        <button type="button" className="button button--primary" onClick={onContinue} data-autofocus>
          {t.registration.continue}
        </button>
      </div>
    </Dialog>
  );
}
