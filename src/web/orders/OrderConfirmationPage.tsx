import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../domain/dates";
import { INVITATION_CURRENCY, invitationPrice } from "../../domain/orders/invitationPrice";
import type { Order } from "../../domain/orders/order";
import { PRODUCT_NAMES } from "../../domain/payments/productNames";
import { ORDER_PAYMENT_PRODUCT } from "../../domain/payments/products";
import { orderKey, useOrder } from "../api/orders";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { formatMoney } from "../payments/money";
import { PaymentDialog } from "../payments/PaymentDialog";
import { PRINT_TEXTS } from "../prints/texts";
import { PageTitle } from "../ui/PageTitle";
import { deliveryEstimate } from "./deliveryEstimate";
import { OrderError } from "./OrderError";
import { orderPaths } from "./paths";
import { PriceLines } from "./PriceLines";
import { methodTitle, methodTypeText } from "./ShipmentMethodList";
import { ORDER_TEXTS, type OrderTexts } from "./texts";
import "./orders.css";
import { fill } from "../../domain/fill";

/**
 * /redigera/:siteId/inbjudningar/bekraftelse/:orderId: thanks, the receipt, and where and how
 * the cards travel. An order not yet paid says so and offers to pay it here.
 */
export function OrderConfirmationPage() {
  const { siteId = "", orderId = "" } = useParams();
  const texts = useOwnerTexts(ORDER_TEXTS);
  const printTexts = useOwnerTexts(PRINT_TEXTS);
  const { language, t } = useI18n();
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const [paying, setPaying] = useState(false);
  const paths = orderPaths(siteId);

  if (order.isPending) return <ConfirmationFrame title={texts.confirmationTitle}><p className="muted">{t.common.loading}</p></ConfirmationFrame>;
  if (order.error) {
    return (
      <ConfirmationFrame title={texts.confirmationTitle}>
        <OrderError text={printTexts.orderLoadFailed} error={order.error} action={{ label: texts.retry, onClick: () => void order.refetch() }} />
      </ConfirmationFrame>
    );
  }

  const data = order.data;
  const paid = data.status !== "awaitingPayment";
  const total = { amount: data.totalInclVat, currency: INVITATION_CURRENCY } as const;
  const { firstName, lastName } = data.shippingAddress;
  return (
    <ConfirmationFrame title={paid ? texts.confirmationTitle : texts.unpaidTitle}>
      {paid ? (
        <p className="lead order-confirmation__lead" role="status">
          {fill(texts.confirmationText, { count: data.quantity, name: `${firstName} ${lastName}` })}
        </p>
      ) : (
        <div className="notice notice--warning order-confirmation__unpaid">
          <p>{texts.unpaidText}</p>
          <p>{texts.cannotUndo}</p>
          <button type="button" className="button button--primary" onClick={() => setPaying(true)}>
            {fill(texts.payNow, { price: formatMoney(total.amount, total.currency, language) })}
          </button>
        </div>
      )}
      <div className="order-confirmation__grid">
        <OrderReceipt order={data} texts={texts} />
        <section className="card order-delivery" aria-labelledby="order-delivery">
          <h2 id="order-delivery">{texts.deliveryHeading}</h2>
          <dl className="details">
            <div>
              <dt>{texts.deliveryTo}</dt>
              <dd>
                <address className="order-delivery__address">
                  {firstName} {lastName}
                  <br />
                  {data.shippingAddress.addressLine1}
                  <br />
                  {data.shippingAddress.postCode} {data.shippingAddress.city}
                  <br />
                  {data.shippingAddress.email}
                  <br />
                  {data.shippingAddress.phone}
                </address>
              </dd>
            </div>
            <div>
              <dt>{texts.shipmentMethod}</dt>
              <dd>
                {methodTitle(data.shipmentMethod)}
                <br />
                <span className="muted">{methodTypeText(data.shipmentMethod.type, texts)}</span>
                <br />
                <span className="muted">{deliveryEstimate(data.shipmentMethod, texts)}</span>
              </dd>
            </div>
          </dl>
          <p className="field__hint">{texts.deliveryNotGuaranteed}</p>
        </section>
      </div>
      <p>
        <Link className="button button--secondary" to={paths.invitations}>
          {texts.backToInvitations}
        </Link>
      </p>
      {paying && (
        <PaymentDialog
          target={{ kind: "order", orderId: data._id, price: total, quantity: data.quantity }}
          onClose={() => setPaying(false)}
          onPaid={async () => {
            await queryClient.invalidateQueries({ queryKey: orderKey(data._id) });
            setPaying(false);
          }}
        />
      )}
    </ConfirmationFrame>
  );
}

function ConfirmationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="editor-page order-confirmation">
      <PageTitle text={title} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** The receipt: order number, dates, the price lines as ordered, total and VAT, and how it was paid. */
function OrderReceipt({ order, texts }: { order: Order; texts: OrderTexts }) {
  const { language, t } = useI18n();
  // The lines as the order was priced (decision 037): the stored options and the quoted shipping; the totals are the order's own.
  const { lines } = invitationPrice({ quantity: order.quantity, envelopes: order.envelopes, trim: order.trim, shippingPrice: order.shipment.priceInclVat, perHousehold: order.perHousehold });
  return (
    <section className="card order-receipt" aria-labelledby="order-receipt">
      <h2 id="order-receipt">{texts.receiptHeading}</h2>
      <dl className="details">
        <div>
          <dt>{texts.orderNumber}</dt>
          <dd className="order-receipt__number">{order._id}</dd>
        </div>
        <div>
          <dt>{t.payments.product}</dt>
          <dd>
            {PRODUCT_NAMES[ORDER_PAYMENT_PRODUCT][language]}: {order.items[0]?.title}
          </dd>
        </div>
        <div>
          <dt>{texts.orderDate}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>{texts.paidDate}</dt>
            <dd>{formatDateTime(order.paidAt)}</dd>
          </div>
        )}
        {order.payment && (
          <div>
            <dt>{texts.paymentMethod}</dt>
            <dd>{t.payments.methods[order.payment.method]}</dd>
          </div>
        )}
      </dl>
      <PriceLines price={{ lines, total: order.totalInclVat, vat: order.totalVat }} texts={texts} caption={texts.receiptHeading} />
    </section>
  );
}
