import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAppConfig } from "../../kit/app/appConfig";
import { FormattedText } from "../i18n/FormattedText";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { useI18n } from "../i18n/useI18n";
import { Logo } from "./Logo";
import { SupportMailLink } from "./SupportMailLink";

/** Header, main landmark and footer of the pages outside the editor. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { brand } = useAppConfig();
  const { t } = useI18n();
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      <header className="frame__header">
        <Link to="/" className="frame__brand">
          <Logo brand={brand.brand} name={brand.name} />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="frame__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="frame__footer">
        <p>
          <FormattedText template={t.landing.footerContact} values={{ mail: <SupportMailLink /> }} />
        </p>
        <p>
          <Link to="/villkor">{t.landing.terms}</Link>
        </p>
      </footer>
    </div>
  );
}
