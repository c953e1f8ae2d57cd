import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { requireSiteAccess } from "../../core";
import { findPaymentByReference, type PaymentProvider, type PaymentRow } from "./repository";

/**
 * A payment reached through /api/sites/{siteId}/payment/…/{reference}: the site must be the
 * caller's (401, 403 as every site route), and the payment that site's; any other reference
 * is the same 404, whether unknown or another site's.
 */
export async function requireOwnPayment(deps: Deps, request: FastifyRequest, siteId: string, reference: string, provider?: PaymentProvider): Promise<PaymentRow> {
  const { site } = await requireSiteAccess(deps, request, siteId, "edit");
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment || payment.siteId !== site.id || (provider && payment.provider !== provider)) throw new ApiError(404, "paymentNotFound", "No such payment for this site");
  return payment;
}
