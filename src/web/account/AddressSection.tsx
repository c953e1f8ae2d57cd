import { Link } from "react-router";
import type { AccountResponse } from "../../domain/accounts";
import { SiteAddressShare } from "../addresses/SiteAddressShare";
import { siteAddressUrl } from "../addresses/siteAddressUrl";
import { useI18n } from "../i18n/useI18n";

/** Where guests find the site: the address to copy and its QR code, or the way to choose one. */
export function AddressSection({ site }: { site: AccountResponse["site"] }) {
  const { t } = useI18n();
  return (
    <section className="card account-card" aria-labelledby="address-heading">
      <h2 id="address-heading">{t.account.shareHeading}</h2>
      {site.host ? (
        <>
          <p className="address-share__address">
            <a href={siteAddressUrl(site.host)}>{site.host}</a>
          </p>
          <p className="field__hint">{t.account.shareLead}</p>
          <SiteAddressShare siteId={site._id} host={site.host} />
        </>
      ) : (
        <>
          <p>{t.account.noAddressYet}</p>
          <Link className="button button--primary" to={`/redigera/${site._id}/valj-adress`}>
            {t.account.chooseAddress}
          </Link>
        </>
      )}
    </section>
  );
}
