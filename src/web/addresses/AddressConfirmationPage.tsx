import { useParams } from "react-router";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { ReceiptView } from "../payments/ReceiptView";
import { AddressPage } from "./AddressPage";
import { addressPaths } from "./paths";
import { SiteAddressShare } from "./SiteAddressShare";
import { siteAddressUrl } from "./siteAddressUrl";
import { useAddressSite } from "./useAddressSite";
import "./addresses.css";

/**
 * valj-adress/subdoman/bekraftelse/:reference? and valj-adress/doman/bekraftelse/:reference?:
 * the new address as a link to open, copy or show as a QR code, and the receipt when something was paid.
 */
export function AddressConfirmationPage({ newDomain = false }: { newDomain?: boolean }) {
  const { siteId = "", reference } = useParams();
  const { t } = useI18n();
  const site = useAddressSite(siteId);
  const paths = addressPaths(siteId);
  const texts = t.addresses;
  const host = site.data?.host;

  return (
    <AddressPage title={texts.confirmationTitle} back={{ to: paths.editor, label: texts.backToEditor }} loading={!site.data}>
      {host && (
        <section className="card address-confirmation">
          <p className="address-confirmation__text">
            <FormattedText template={texts.confirmationText} values={{ address: <a href={siteAddressUrl(host)}>{host}</a> }} />
          </p>
          {newDomain && <p className="muted">{texts.domainPropagation}</p>}
          <p className="field__hint">{t.account.shareLead}</p>
          <SiteAddressShare siteId={siteId} host={host} />
        </section>
      )}
      {reference && <ReceiptView siteId={siteId} reference={reference} />}
    </AddressPage>
  );
}

/** A registered domain may take a while to reach every resolver: the page says so. */
export function DomainConfirmationPage() {
  return <AddressConfirmationPage newDomain />;
}
