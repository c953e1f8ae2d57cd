import { Link } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { Dialog } from "../../kit/ui/Dialog";
import { HistoryIcon, PencilIcon, UserIcon } from "../../kit/ui/icons";
import { usePageType } from "../ui/usePageType";
import { QUICK_START_TEXTS } from "./texts";
import "./quickStart.css";
import { fill } from "../../domain/fill";

interface QuickStartIntroDialogProps {
  open: boolean;
  /** The page was generated from the wizard's answers rather than being the example page. */
  fromWizard: boolean;
  onClose: () => void;
}

/** Quick start's info dialog (spec 1, section 2; spec 3, Editor screen): what this is, where the work is kept, and that Save makes a free account. */
export function QuickStartIntroDialog({ open, fromWizard, onClose }: QuickStartIntroDialogProps) {
  const texts = useOwnerTexts(QUICK_START_TEXTS);
  const { t } = useI18n();
  const pageType = usePageType();
  return (
    <Dialog open={open} onClose={onClose} title={fill(fromWizard ? texts.introWizardTitle : texts.introTitle, { pageType })} closeLabel={t.common.close} className="dialog--welcome">
      <ul className="intro-points">
        <li>
          <PencilIcon />
          <p>{fromWizard ? texts.introWizardText : texts.introText}</p>
        </li>
        <li>
          <HistoryIcon />
          <p>{texts.introKept}</p>
        </li>
        <li>
          <UserIcon />
          <p>{texts.introSave}</p>
        </li>
      </ul>
      <button type="button" className="button button--primary button--block" onClick={onClose} data-autofocus>
        {texts.introStart}
      </button>
      <p className="intro-login">
        {texts.haveAccount} <Link to="/logga-in">{t.common.logIn}</Link>
      </p>
    </Dialog>
  );
}
