import { useId } from "react";
import type { Receipt } from "../../domain/payments/payments";
import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import { useReceipt } from "../api/payments";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { formatAmount } from "./money";
import "./payments.css";
import { fill } from "../../domain/fill";

/** The receipt of a payment (spec 1, section 2): GET /api/sites/{siteId}/payment/receipt/{reference}. */
export function ReceiptView({ siteId, reference }: { siteId: string; reference: string }) {
  const { t } = useI18n();
  const receipt = useReceipt(siteId, reference);

  useLoadError(receipt.error, t.payments.receiptLoadFailed);

  if (receipt.isPending) return <p className="muted">{t.common.loading}</p>;
  if (receipt.error) {
    return (
      <p className="notice notice--error" role="alert">
        {t.payments.receiptLoadFailed}
      </p>
    );
  }
  return <ReceiptCard receipt={receipt.data} />;
}

/** One receipt's lines, as loaded by ReceiptView or listed on the account page. */
export function ReceiptCard({ receipt: data, headingLevel = 2 }: { receipt: Receipt; headingLevel?: 2 | 3 }) {
  const { language, t } = useI18n();
  const headingId = useId();
  // Listed receipts are articles, so "Publicering" names only the account page's own section.
  const Frame = headingLevel === 2 ? "section" : "article";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const amount = (value: number) => formatAmount(value, data.currency, language);
  return (
    <Frame className="card receipt" aria-labelledby={headingId}>
      <Heading id={headingId}>{headingLevel === 2 ? t.payments.receiptHeading : `${PRODUCT_NAMES[data.product][language]}, ${data.date}`}</Heading>
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
        <SubHeading>{t.payments.seller}</SubHeading>
        <p>
          {data.seller.name}
          <br />
          {fill(t.payments.organisationNumber, { number: data.seller.organisationNumber })}
          <br />
          {data.seller.address}
        </p>
      </div>
    </Frame>
  );
}
