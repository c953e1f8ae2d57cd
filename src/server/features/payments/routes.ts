import type { FastifyInstance } from "fastify";
import type { Receipt } from "../../../domain/payments/payments";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { cardRoutes } from "./cardRoutes";
import { requireOwnPayment } from "./ownPayment";
import { isPaid, presentReceipt } from "./receipt";
import { startReceiptMails } from "./receiptMail";
import { refundWork } from "./refund";
import { stripeWebhookRoute } from "./stripeWebhook";

/** Payments for site products: card routes, Stripe's webhook, receipts, and the workers of receipt mails and of second payments' refunds. */
export function paymentRoutes(app: FastifyInstance, deps: Deps): void {
  cardRoutes(app, deps);
  stripeWebhookRoute(app, deps);

  app.get<{ Params: { siteId: string; reference: string } }>("/api/sites/:siteId/payment/receipt/:reference", async (request): Promise<Receipt> => {
    const payment = await requireOwnPayment(deps, request, request.params.siteId, request.params.reference);
    if (!isPaid(payment)) throw new ApiError(404, "paymentNotFound", "The payment is not paid");
    return presentReceipt(payment, deps.config.seller);
  });

  void startReceiptMails(deps);
  refundWork(deps, app.log);
}
