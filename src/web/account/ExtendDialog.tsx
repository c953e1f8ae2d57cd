import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { DEFAULT_EXPIRY_DATE, formatDate } from "../../domain/dates";
import { productPrice } from "../../domain/payments/products";
import { nextExpiry } from "../../domain/publication";
import { useSiteAccount } from "../../kit/api/accounts";
import { useAppConfig } from "../../kit/app/appConfig";
import { useI18n } from "../i18n/useI18n";
import { PaymentDialog } from "../payments/PaymentDialog";
import { siteTarget } from "../payments/paymentTarget";
import { ProductSummary } from "../payments/PaymentSummary";
import { Dialog } from "../../kit/ui/Dialog";
import { SupportMessageDialog } from "../ui/SupportMessageDialog";
import { fill } from "../../domain/fill";

const PRODUCT = "extend_subdomain";

/**
 * /redigera/:siteId/konto/forlang: the prolong dialog over the account page. It shows how far
 * the extension reaches, then the payment dialog; once paid, the confirmation page.
 */
export function ExtendDialog() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useSiteAccount(siteId);
  const [paying, setPaying] = useState(false);
  const close = () => navigate(`/redigera/${siteId}/konto/`);

  // The account page behind says when the account is loading or failed.
  if (!account.data) return null;
  const site = account.data.site;
  if (site.customDomains.length > 0) return <SupportMessageDialog open onClose={close} title={t.account.extendTitle} template={t.account.extendText} />;
  if (!site.active) {
    return (
      <Dialog open onClose={close} title={t.account.extendTitle} closeLabel={t.common.close}>
        <p className="dialog__lead">{t.account.notActiveText}</p>
        <div className="dialog__actions">
          <Link className="button button--primary" to={`/redigera/${siteId}/valj-adress`}>
            {t.account.chooseAddress}
          </Link>
        </div>
      </Dialog>
    );
  }

  if (paying) {
    const paid = async (reference: string) => {
      await queryClient.invalidateQueries({ queryKey: ["sites", siteId] });
      await navigate(`/redigera/${siteId}/konto/forlang/subdoman/bekraftelse/${encodeURIComponent(reference)}`);
    };
    return <PaymentDialog target={siteTarget(siteId, PRODUCT)} onPaid={paid} onClose={close} />;
  }

  const price = productPrice(brand.brand, brand.market, PRODUCT);
  const currentExpiry = site.activeExpireDate ? new Date(site.activeExpireDate) : null;
  return (
    <Dialog open onClose={close} title={t.account.extendTitle} closeLabel={t.common.close}>
      <p className="dialog__lead">{fill(t.account.extendLead, { months: price.months })}</p>
      <dl className="details">
        <div>
          <dt>{t.account.currentExpiry}</dt>
          <dd>{formatDate(currentExpiry, DEFAULT_EXPIRY_DATE)}</dd>
        </div>
        <div>
          <dt>{t.account.newExpiry}</dt>
          <dd className="extend-new-expiry">{formatDate(nextExpiry(currentExpiry, new Date(), price.months))}</dd>
        </div>
      </dl>
      <ProductSummary product={PRODUCT} price={price} />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => setPaying(true)} data-autofocus>
          {t.account.toPayment}
        </button>
      </div>
    </Dialog>
  );
}
