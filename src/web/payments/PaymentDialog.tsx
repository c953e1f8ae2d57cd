import type { PaymentProduct } from "../../domain/payments/products";

export interface PaymentDialogProps {
  siteId: string;
  product: PaymentProduct;
  /** Called once the server confirms the payment, with its reference (for the confirmation route and receipt). */
  onPaid: (reference: string) => void;
  onClose: () => void;
}

// Placeholder until the payment dialog lands.
export function PaymentDialog(_props: PaymentDialogProps) {
  return null;
}
