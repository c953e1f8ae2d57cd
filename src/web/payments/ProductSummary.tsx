import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import type { PaymentProduct, ProductPrice } from "../../domain/payments/products";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { formatPrice } from "./money";

/** What is being bought: the product's name, its price and how long it lasts (spec 1, section 2). */
export function ProductSummary({ product, price }: { product: PaymentProduct; price: ProductPrice }) {
  const { language, t } = useI18n();
  return (
    <div className="payment-summary">
      <dl className="payment-summary__details">
        <div>
          <dt>{t.payments.product}</dt>
          <dd>{PRODUCT_NAMES[product][language]}</dd>
        </div>
        <div>
          <dt>{t.payments.duration}</dt>
          <dd>{format(t.payments.months, { count: price.months })}</dd>
        </div>
        <div className="payment-summary__price">
          <dt>{t.payments.price}</dt>
          <dd>{formatPrice(price.amount, price.currency, language)}</dd>
        </div>
      </dl>
      <p className="payment-summary__vat">{t.payments.vatIncluded}</p>
    </div>
  );
}
