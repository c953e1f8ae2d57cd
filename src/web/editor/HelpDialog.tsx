import { useI18n } from "../i18n/useI18n";
import { SupportMessageDialog } from "../ui/SupportMessageDialog";

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return <SupportMessageDialog open={open} onClose={onClose} title={t.help.title} template={t.help.text} />;
}
