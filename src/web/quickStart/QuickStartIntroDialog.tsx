import { Link } from "react-router";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { useOwnerTexts } from "../editor/fields/useOwnerTexts";
import { Dialog } from "../ui/Dialog";
import { PencilIcon } from "../ui/icons";
import { usePageType } from "../ui/usePageType";
import { QUICK_START_TEXTS } from "./texts";

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
    <Dialog open={open} onClose={onClose} title={format(fromWizard ? texts.introWizardTitle : texts.introTitle, { pageType })} closeLabel={t.common.close} className="dialog--intro">
      <p className="dialog__lead intro__lead">
        <PencilIcon />
        <span>{fromWizard ? texts.introWizardText : texts.introText}</span>
      </p>
      <p className="intro__note">{texts.introKept}</p>
      <p className="intro__note">{texts.introSave}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary button--block" onClick={onClose} data-autofocus>
          {texts.introStart}
        </button>
      </div>
      <p className="intro__login">
        {texts.haveAccount} <Link to="/logga-in">{t.common.logIn}</Link>
      </p>
    </Dialog>
  );
}
