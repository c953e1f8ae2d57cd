import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import { ORDER_PAYMENT_PRODUCT } from "../../domain/payments/products";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { formatPrice } from "./money";
import type { Money } from "./paymentTarget";

/** What a card order's payment buys: the cards, how many, and the order's total. */
export function OrderSummary({ quantity, price }: { quantity: number; price: Money }) {
  const { language, t } = useI18n();
  return (
    <div className="payment-summary">
      <dl className="payment-summary__details">
        <div>
          <dt>{t.payments.product}</dt>
          <dd>{PRODUCT_NAMES[ORDER_PAYMENT_PRODUCT][language]}</dd>
        </div>
        <div>
          <dt>{t.payments.quantity}</dt>
          <dd>{format(t.payments.cardCount, { count: quantity })}</dd>
        </div>
        <div className="payment-summary__price">
          <dt>{t.payments.total}</dt>
          <dd>{formatPrice(price.amount, price.currency, language)}</dd>
        </div>
      </dl>
      <p className="payment-summary__vat">{t.payments.vatAndShippingIncluded}</p>
    </div>
  );
}
