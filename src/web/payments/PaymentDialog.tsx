import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { BrandSetting } from "../../domain/brands";
import type { PaymentMethod } from "../../domain/payments/payments";
import { productPrice, swishAvailable } from "../../domain/payments/products";
import { startCardPayment } from "../api/payments";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../../kit/ui/Dialog";
import { CardPayment } from "./CardPayment";
import type { Money, PaymentTarget } from "./paymentTarget";
import { OrderSummary, ProductSummary } from "./PaymentSummary";
import { SwishPayment } from "./SwishPayment";
import "./payments.css";

export interface PaymentDialogProps {
  /** A site's product or a card order (paymentTarget.ts). */
  target: PaymentTarget;
  /** Called once the server confirms the payment, with its reference (for the confirmation route and receipt). */
  onPaid: (reference: string) => void;
  onClose: () => void;
}

/** What the dialog shows as bought, and the amount its pay buttons name. */
function summaryOf(target: PaymentTarget, brand: BrandSetting): { price: Money; summary: ReactNode } {
  if (target.kind === "order") return { price: target.price, summary: <OrderSummary quantity={target.quantity} price={target.price} /> };
  const price = productPrice(brand.brand, brand.market, target.product);
  return { price, summary: <ProductSummary product={target.product} price={price} /> };
}

/**
 * The payment dialog of spec 1, section 2: what is bought and its price, then card or Swish.
 * Open while rendered; the parent unmounts it to close it, which also stops any polling.
 */
export function PaymentDialog({ target, onPaid, onClose }: PaymentDialogProps) {
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const showError = useShowError();
  const { price, summary } = summaryOf(target, brand);
  const methods: PaymentMethod[] = swishAvailable(brand.market) ? ["card", "swish"] : ["card"];
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // While a Swish payment waits or has ended (its states 1 and 2), only Swish is shown.
  const [swishBusy, setSwishBusy] = useState(false);

  // The card payment (a Stripe intent) is made when the owner picks card, not on every opening.
  const cardStart = useMutation({
    mutationFn: () => startCardPayment(target),
    onError: (error) => {
      setMethod(null);
      showError(error, t.payments.startFailed);
    },
  });

  const choose = (chosen: PaymentMethod) => {
    setMethod(chosen);
    if (chosen === "card" && !cardStart.data && !cardStart.isPending) cardStart.mutate();
  };

  return (
    <Dialog open onClose={onClose} title={t.payments.dialogTitle} closeLabel={t.common.close} className="dialog--payment">
      {summary}
      {method === null ? (
        <fieldset className="payment-methods">
          <legend className="payment-methods__legend">{t.payments.chooseMethod}</legend>
          {methods.map((option) => (
            <button key={option} type="button" className={`payment-method payment-method--${option}`} onClick={() => choose(option)}>
              {option === "card" ? t.payments.payByCard : t.payments.payBySwish}
            </button>
          ))}
        </fieldset>
      ) : method === "card" ? (
        <CardPayment target={target} started={cardStart.data} price={price} onPaid={onPaid} />
      ) : (
        <SwishPayment target={target} price={price} onPaid={onPaid} onBusyChange={setSwishBusy} />
      )}
      {method !== null && methods.length > 1 && !swishBusy && (
        <button type="button" className="button button--ghost payment-other-method" onClick={() => setMethod(null)}>
          {t.payments.otherMethod}
        </button>
      )}
    </Dialog>
  );
}
