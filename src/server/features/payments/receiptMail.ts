import { eq, sql } from "drizzle-orm";
import { ownerMailLanguage, type UiLanguage } from "../../../domain/languages";
import type { Receipt } from "../../../domain/payments/payments";
import { PRODUCT_NAMES } from "../../../domain/payments/productNames";
import { ORDER_PAYMENT_PRODUCT } from "../../../domain/payments/products";
import type { Deps } from "../../deps";
import { accounts, orders, payments, sites } from "../../db/schema";
import { escapeHtml } from "../../../domain/html";
import type { Mail } from "../../providers/mail/mailer";
import { prepareMail, queueMail, recordDelivery } from "../../core";
import { isPaid, presentReceipt } from "./receipt";
import { RECEIPT_MAIL_QUEUE } from "./settle";
import { fill } from "../../../domain/fill";

const TEXTS: Record<UiLanguage, Record<"subject" | "intro" | "product" | "amount" | "vat" | "withoutVat" | "method" | "date" | "reference" | "seller" | "card" | "swish" | "outro" | "orderOutro", string>> = {
  sv: {
    subject: "Kvitto på ditt köp ({reference})",
    intro: "Tack för ditt köp hos {brand}! Här är ditt kvitto.",
    product: "Produkt",
    amount: "Belopp inklusive moms",
    vat: "Varav moms (25 %)",
    withoutVat: "Belopp utan moms",
    method: "Betalsätt",
    date: "Datum",
    reference: "Referens",
    seller: "Säljare",
    card: "Kort",
    swish: "Swish",
    outro: "Kvittot finns också på kontosidan: {link}",
    orderOutro: "Beställningen och kvittot finns också här: {link}",
  },
  en: {
    subject: "Receipt for your purchase ({reference})",
    intro: "Thank you for your purchase at {brand}! Here is your receipt.",
    product: "Product",
    amount: "Amount including VAT",
    vat: "Of which VAT (25%)",
    withoutVat: "Amount excluding VAT",
    method: "Payment method",
    date: "Date",
    reference: "Reference",
    seller: "Seller",
    card: "Card",
    swish: "Swish",
    outro: "The receipt is also on your account page: {link}",
    orderOutro: "The order and its receipt are also here: {link}",
  },
  da: {
    subject: "Kvittering for dit køb ({reference})",
    intro: "Tak for dit køb hos {brand}! Her er din kvittering.",
    product: "Produkt",
    amount: "Beløb inklusive moms",
    vat: "Heraf moms (25 %)",
    withoutVat: "Beløb uden moms",
    method: "Betalingsmåde",
    date: "Dato",
    reference: "Reference",
    seller: "Sælger",
    card: "Kort",
    swish: "Swish",
    outro: "Kvitteringen findes også på kontosiden: {link}",
    orderOutro: "Bestillingen og kvitteringen findes også her: {link}",
  },
};

const LOCALES: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };


/** The receipt as a mail: plain text, and the same lines as a simple HTML table. */
export function receiptMail(to: string, receipt: Receipt, language: UiLanguage, brandName: string, accountLink: string): Mail {
  const t = TEXTS[language];
  const money = (amount: number) => new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: receipt.currency }).format(amount / 100);
  const seller = `${receipt.seller.name}, ${receipt.seller.organisationNumber}, ${receipt.seller.address}`;
  const rows: [string, string][] = [
    [t.product, PRODUCT_NAMES[receipt.product][language]],
    [t.amount, money(receipt.amountWithVat)],
    [t.vat, money(receipt.amountVat)],
    [t.withoutVat, money(receipt.amountWithoutVat)],
    [t.method, t[receipt.paymentMethod]],
    [t.date, receipt.date],
    [t.reference, receipt.reference],
    [t.seller, seller],
  ];
  const intro = fill(t.intro, { brand: brandName });
  const outroText = receipt.product === ORDER_PAYMENT_PRODUCT ? t.orderOutro : t.outro;
  const outro = fill(outroText, { link: accountLink });
  const text = `${intro}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${outro}\n`;
  const tableRows = rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("");
  const html = `<p>${escapeHtml(intro)}</p><table cellpadding="4">${tableRows}</table><p>${escapeHtml(fill(outroText, { link: "" }))}<a href="${escapeHtml(accountLink)}">${escapeHtml(accountLink)}</a></p>`;
  return { to, subject: fill(t.subject, { reference: receipt.reference }), text, html };
}

/**
 * Queues each paid payment's receipt mail to the owner, once: the receipt is recorded as
 * mailed in the transaction that queues it, so a retried or duplicated job finds it and
 * queues nothing; the mail queue delivers it with retries.
 */
export async function sendReceiptMail(deps: Pick<Deps, "db" | "jobs" | "config">, paymentId: string): Promise<void> {
  const [found] = await deps.db
    .select({ payment: payments, mail: accounts.mail, orderSiteId: orders.siteId, language: sql<string | null>`${sites.document}->>'language'` })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(sites, eq(sites.id, sql`coalesce(${payments.siteId}, ${orders.siteId})`))
    .where(eq(payments.id, paymentId));
  if (!found || !isPaid(found.payment)) return;
  const { payment, orderSiteId } = found;
  const { brand } = deps.config;
  const mail = receiptMail(
    found.mail,
    presentReceipt(payment, deps.config.seller),
    ownerMailLanguage(found.language, brand.market),
    brand.name,
    receiptLink(deps.config.appUrl, payment, orderSiteId),
  );
  await prepareMail(deps);
  await deps.db.transaction(async (tx) => {
    if (!(await recordDelivery(tx, "receipt-mail", payment.id))) return;
    await queueMail(deps, mail, { key: `receipt:${payment.id}`, tx });
  });
}

/** Where the owner finds the receipt again: a card order's confirmation page, or the site's account page. */
function receiptLink(appUrl: string, payment: { siteId: string | null; orderId: string | null }, orderSiteId: string | null): string {
  if (payment.orderId && orderSiteId) return `${appUrl}/redigera/${orderSiteId}/inbjudningar/bekraftelse/${payment.orderId}`;
  return payment.siteId ? `${appUrl}/redigera/${payment.siteId}/konto/` : appUrl;
}

export function startReceiptMails(deps: Pick<Deps, "db" | "config" | "jobs">): Promise<void> {
  return deps.jobs.work<{ paymentId: string }>(RECEIPT_MAIL_QUEUE, ({ paymentId }) => sendReceiptMail(deps, paymentId));
}
