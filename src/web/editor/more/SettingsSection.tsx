import { useId, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ERROR_TEXTS } from "../../../domain/errors";
import { qrCodeUrl } from "../../api/siteSettings";
import { useI18n } from "../../i18n/useI18n";
import { editBasePath, isQuickStart } from "../editBasePath";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { GuestPasswordForm } from "./GuestPasswordForm";
import { SearchVisibilityField } from "./SearchVisibilityField";
import { MORE_TEXTS } from "./texts";

function Setting({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="setting" aria-labelledby={id}>
      <h4 id={id} className="setting__title">
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * More settings (spec 3, Editor screen): the address, the QR code, and the guest password and
 * search visibility, which a site can change only once it is published and out of quick start.
 */
export function SettingsSection() {
  const { siteId, site } = useSiteEditor();
  const { pathname } = useLocation();
  const { language } = useI18n();
  const texts = useOwnerTexts(MORE_TEXTS);
  const headingId = useId();
  const quickStart = isQuickStart(pathname);
  const published = site.active && !quickStart;

  return (
    <section className="drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="drawer-heading">
        {texts.settings}
      </h3>
      <Setting title={texts.address}>
        <p className="setting__value">{site.host ?? texts.noAddress}</p>
        {!quickStart && (
          <Link className="button button--secondary" to={`${editBasePath(pathname, siteId)}/valj-adress`}>
            {site.host ? texts.changeAddress : texts.chooseAddress}
          </Link>
        )}
      </Setting>
      {site.host && (
        <Setting title={texts.qrCode}>
          <p className="field__hint">{texts.qrLead}</p>
          <a className="button button--secondary" href={qrCodeUrl(siteId, site.host)} download={`qr-${site.host}.png`}>
            {texts.qrDownload}
          </a>
        </Setting>
      )}
      {published ? (
        <>
          <Setting title={texts.password}>
            <GuestPasswordForm />
          </Setting>
          <Setting title={texts.searchEngines}>
            <SearchVisibilityField />
          </Setting>
        </>
      ) : (
        <Setting title={texts.passwordAndSearch}>
          <p className="setting__notice">{ERROR_TEXTS.publishFirst[language]}</p>
        </Setting>
      )}
    </section>
  );
}
