import { randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { payments } from "../../db/schema";
import type { Purchase } from "./purchase";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentProvider = "stripe" | "swish";

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 16 characters without look-alikes (0/O, 1/I): readable on a receipt, unguessable in a URL. */
export function newReference(): string {
  return Array.from({ length: 16 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
}

export interface NewPayment extends Purchase {
  provider: PaymentProvider;
  providerId?: string;
  payerAlias?: string;
}

export async function insertPayment(db: Executor, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ ...payment, reference: newReference() }).returning();
  return row!;
}

export async function setProviderId(db: Executor, paymentId: string, providerId: string): Promise<void> {
  await db.update(payments).set({ providerId }).where(eq(payments.id, paymentId));
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function findPaymentByProviderId(db: Db, provider: PaymentProvider, providerId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)));
  return row;
}

/** Receipts the account page lists: more than a site ever pays for in its lifetime. */
export const ACCOUNT_RECEIPTS_MAX = 100;

/** The site's paid payments for site products, newest first. */
export async function listPaidSitePayments(db: Db, siteId: string): Promise<(PaymentRow & { paidAt: Date })[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.state, "paid"), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt))
    .limit(ACCOUNT_RECEIPTS_MAX);
  return rows as (PaymentRow & { paidAt: Date })[];
}

/** The payment that paid an order, if one has. */
export async function findFulfilledOrderPayment(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.orderId, orderId), isNotNull(payments.fulfilledAt))).orderBy(payments.fulfilledAt).limit(1);
  return row;
}

/** The newest unfulfilled card payment of this purchase (site and product, or order) at its price started after `since`, whose intent may still take a card. */
export async function findOpenCardPayment(db: Db, purchase: Purchase, since: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        samePurchase(purchase),
        eq(payments.provider, "stripe"),
        eq(payments.amount, purchase.amount),
        inArray(payments.state, ["pending", "failed"]),
        isNull(payments.fulfilledAt),
        isNotNull(payments.providerId),
        gt(payments.createdAt, since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Payments of one thing bought: the order, or the site's product. */
export const samePurchase = (purchase: { orderId: string | null; siteId: string | null; product: string }) =>
  purchase.orderId ? eq(payments.orderId, purchase.orderId) : and(eq(payments.siteId, purchase.siteId!), eq(payments.product, purchase.product));

/** How many of a purchase's newest unsettled payments a start asks their providers about: a bound on the calls one start makes. */
const UNSETTLED_ASKED = 5;

/**
 * A purchase's newest payments that may still take money: a Swish request not answered yet,
 * a card payment not paid (a declined card may be tried again on the same intent).
 */
export async function findUnsettledPayments(db: Db, purchase: Purchase): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        samePurchase(purchase),
        isNull(payments.paidAt),
        or(and(eq(payments.provider, "swish"), eq(payments.state, "pending")), and(eq(payments.provider, "stripe"), inArray(payments.state, ["pending", "failed"]))),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(UNSETTLED_ASKED);
}
