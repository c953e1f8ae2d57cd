import type { Receipt } from "../../domain/payments/payments";
import { useI18n } from "../i18n/useI18n";
import { ReceiptCard } from "../payments/ReceiptView";

/** Every receipt of the site, newest first: where the receipt mail says they are. */
export function ReceiptsSection({ receipts }: { receipts: Receipt[] }) {
  const { t } = useI18n();
  return (
    <section className="card account-card account-card--wide" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">{t.account.receiptsHeading}</h2>
      {receipts.length === 0 ? (
        <p className="muted">{t.account.noReceipts}</p>
      ) : (
        <div className="account-receipts">
          {receipts.map((receipt) => (
            <ReceiptCard key={receipt.reference} receipt={receipt} headingLevel={3} />
          ))}
        </div>
      )}
    </section>
  );
}
