import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../../kit/ui/Dialog";
import { SupportMailLink } from "./SupportMailLink";

/** A short message that points to the support mail ({mail} in the template), with a close button. */
export function SupportMessageDialog({ open, onClose, title, template }: { open: boolean; onClose: () => void; title: string; template: string }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t.common.close}>
      <p className="dialog__lead">
        <FormattedText template={template} values={{ mail: <SupportMailLink /> }} />
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t.common.close}
        </button>
      </div>
    </Dialog>
  );
}
