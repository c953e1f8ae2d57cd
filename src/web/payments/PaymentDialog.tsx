import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { PaymentMethod } from "../../domain/payments/payments";
import { productPrice, swishAvailable, type PaymentProduct } from "../../domain/payments/products";
import { startCardPayment } from "../api/payments";
import { useAppConfig } from "../app/appConfig";
import { useShowError } from "../errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../ui/Dialog";
import { CardPayment } from "./CardPayment";
import { ProductSummary } from "./ProductSummary";
import { SwishPayment } from "./SwishPayment";
import "./payments.css";

export interface PaymentDialogProps {
  siteId: string;
  product: PaymentProduct;
  /** Called once the server confirms the payment, with its reference (for the confirmation route and receipt). */
  onPaid: (reference: string) => void;
  onClose: () => void;
}

/**
 * The payment dialog of spec 1, section 2: product, price and duration, then card or Swish.
 * Open while rendered; the parent unmounts it to close it, which also stops any polling.
 */
export function PaymentDialog({ siteId, product, onPaid, onClose }: PaymentDialogProps) {
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const showError = useShowError();
  const price = productPrice(brand.brand, brand.market, product);
  const methods: PaymentMethod[] = swishAvailable(brand.market) ? ["card", "swish"] : ["card"];
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // While a Swish payment waits or has ended (its states 1 and 2), only Swish is shown.
  const [swishBusy, setSwishBusy] = useState(false);

  // The card payment (a Stripe intent) is made when the owner picks card, not on every opening.
  const cardStart = useMutation({
    mutationFn: () => startCardPayment(siteId, product),
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
      <ProductSummary product={product} price={price} />
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
        <CardPayment siteId={siteId} started={cardStart.data} price={price} onPaid={onPaid} />
      ) : (
        <SwishPayment siteId={siteId} product={product} price={price} onPaid={onPaid} onBusyChange={setSwishBusy} />
      )}
      {method !== null && methods.length > 1 && !swishBusy && (
        <button type="button" className="button button--ghost payment-other-method" onClick={() => setMethod(null)}>
          {t.payments.otherMethod}
        </button>
      )}
    </Dialog>
  );
}
