import type { GiftReservation } from "../../modules/giftRegistry/schema";
import type { GuestDocument } from "../../modules/guestDocument";
import { useAppConfig } from "../../kit/app/appConfig";
import { keepLinksInert } from "../editor/site/inertLinks";
import { useI18n } from "../i18n/useI18n";
import { fontStylesheets } from "../../kit/guestPage/design/fonts";
import { SitePage } from "../site/SitePage";
// The preview is the guest page itself, so it needs the guest page's styles (only where it is shown).
import "../site/design/site.css";
import "./documentFrame.css";

interface DocumentFrameProps {
  siteId: string;
  /** The page to draw; until it is there, the frame says it is loading. */
  document: GuestDocument | undefined;
  /** The frame's name for screen readers: which page it shows. */
  label: string;
  /** The site's gift reservations, so a reserved gift shows as reserved; none for a page apart from them. */
  reservations?: GiftReservation[];
}

const NO_RESERVATIONS: GiftReservation[] = [];

/**
 * A stored or proposed page drawn by the guest views in a browser-like frame, its links inert:
 * the versions screen's preview, and the conversion's.
 */
export function DocumentFrame({ siteId, document, label, reservations = NO_RESERVATIONS }: DocumentFrameProps) {
  const { brand, drawsMaps, swishCommerce } = useAppConfig();
  const { t } = useI18n();
  const language = document?.availableLanguages[0]?.languageCode ?? "sv";
  return (
    <div className="document-frame">
      <div className="document-frame__bar" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className="document-frame__viewport" role="region" tabIndex={0} onClickCapture={keepLinksInert} aria-label={label}>
        {!document && <p className="muted document-frame__loading">{t.common.loading}</p>}
        {document && (
          <>
            <SitePage siteId={siteId} document={document} language={language} brand={brand.brand} reservations={reservations} contactMail={brand.contactMail} drawsMaps={drawsMaps} market={brand.market} swishCommerce={swishCommerce} editMode embedded />
            {fontStylesheets(document).map((href) => (
              <link key={href} rel="stylesheet" href={href} precedence="default" />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
