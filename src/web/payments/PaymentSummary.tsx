import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import { ORDER_PAYMENT_PRODUCT, type PaymentProduct, type ProductPrice } from "../../domain/payments/products";
import { useI18n } from "../i18n/useI18n";
import { formatMoney, formatPrice } from "./money";
import type { Money } from "./paymentTarget";
import { fill } from "../../domain/fill";

interface SummaryRows {
  product: string;
  detail: [label: string, value: string];
  price: [label: string, value: string];
  note: string;
}

function PaymentSummary({ product, detail, price, note }: SummaryRows) {
  const { t } = useI18n();
  return (
    <div className="payment-summary">
      <dl className="payment-summary__details">
        <div>
          <dt>{t.payments.product}</dt>
          <dd>{product}</dd>
        </div>
        <div>
          <dt>{detail[0]}</dt>
          <dd>{detail[1]}</dd>
        </div>
        <div className="payment-summary__price">
          <dt>{price[0]}</dt>
          <dd>{price[1]}</dd>
        </div>
      </dl>
      <p className="payment-summary__vat">{note}</p>
    </div>
  );
}

/** What is being bought: the product's name, its price and how long it lasts (spec 1, section 2). */
export function ProductSummary({ product, price }: { product: PaymentProduct; price: ProductPrice }) {
  const { language, t } = useI18n();
  return (
    <PaymentSummary
      product={PRODUCT_NAMES[product][language]}
      detail={[t.payments.duration, fill(t.payments.months, { count: price.months })]}
      price={[t.payments.price, formatPrice(price.amount, price.currency, language)]}
      note={t.payments.vatIncluded}
    />
  );
}

/** What a card order's payment buys: the cards, how many, and the order's total. */
export function OrderSummary({ quantity, price }: { quantity: number; price: Money }) {
  const { language, t } = useI18n();
  return (
    <PaymentSummary
      product={PRODUCT_NAMES[ORDER_PAYMENT_PRODUCT][language]}
      detail={[t.payments.quantity, fill(t.payments.cardCount, { count: quantity })]}
      price={[t.payments.total, formatMoney(price.amount, price.currency, language)]}
      note={t.payments.vatAndShippingIncluded}
    />
  );
}
