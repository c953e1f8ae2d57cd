import { useEffect, useState } from "react";
import { useI18n } from "../i18n/useI18n";
import { CloseIcon } from "../../kit/ui/icons";

/** The app-level error (spec 1, section 8): a banner when an error escapes everything else. */
export function ErrorBanner() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const show = () => setVisible(true);
    window.addEventListener("error", show);
    window.addEventListener("unhandledrejection", show);
    return () => {
      window.removeEventListener("error", show);
      window.removeEventListener("unhandledrejection", show);
    };
  }, []);

  if (!visible) return null;
  return (
    <div className="error-banner" role="alert">
      <p>{t.errors.bannerText}</p>
      <button type="button" className="icon-button icon-button--on-dark" aria-label={t.errors.bannerDismiss} onClick={() => setVisible(false)}>
        <CloseIcon />
      </button>
    </div>
  );
}
