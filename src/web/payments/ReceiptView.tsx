import { useId } from "react";
import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import { useReceipt } from "../api/payments";
import { useLoadError } from "../errors/useShowError";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { formatAmount } from "./money";
import "./payments.css";

/** The receipt of a payment (spec 1, section 2): GET /api/sites/{siteId}/payment/receipt/{reference}. */
export function ReceiptView({ siteId, reference }: { siteId: string; reference: string }) {
  const { language, t } = useI18n();
  const receipt = useReceipt(siteId, reference);
  const headingId = useId();

  useLoadError(receipt.error, t.payments.receiptLoadFailed);

  if (receipt.isPending) return <p className="muted">{t.common.loading}</p>;
  if (receipt.error) {
    return (
      <p className="notice notice--error" role="alert">
        {t.payments.receiptLoadFailed}
      </p>
    );
  }
  const { data } = receipt;
  const amount = (value: number) => formatAmount(value, data.currency, language);
  return (
    <section className="card receipt" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.payments.receiptHeading}</h2>
      <dl className="details receipt__details">
        <div>
          <dt>{t.payments.product}</dt>
          <dd>{PRODUCT_NAMES[data.product][language]}</dd>
        </div>
        <div>
          <dt>{t.payments.date}</dt>
          <dd>{data.date}</dd>
        </div>
        <div>
          <dt>{t.payments.reference}</dt>
          <dd className="receipt__reference">{data.reference}</dd>
        </div>
        <div>
          <dt>{t.payments.paymentMethod}</dt>
          <dd>{t.payments.methods[data.paymentMethod]}</dd>
        </div>
      </dl>
      <table className="receipt__amounts">
        <tbody>
          <tr>
            <th scope="row">{t.payments.amountWithoutVat}</th>
            <td>{amount(data.amountWithoutVat)}</td>
          </tr>
          <tr>
            <th scope="row">{t.payments.amountVat}</th>
            <td>{amount(data.amountVat)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row">{t.payments.amountWithVat}</th>
            <td>{amount(data.amountWithVat)}</td>
          </tr>
        </tbody>
      </table>
      <div className="receipt__seller">
        <h3>{t.payments.seller}</h3>
        <p>
          {data.seller.name}
          <br />
          {format(t.payments.organisationNumber, { number: data.seller.organisationNumber })}
          <br />
          {data.seller.address}
        </p>
      </div>
    </section>
  );
}
