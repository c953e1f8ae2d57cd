// Placeholder until the receipt view lands: shows GET /api/sites/{siteId}/payment/receipt/{reference}.
export function ReceiptView(_props: { siteId: string; reference: string }) {
  return null;
}
