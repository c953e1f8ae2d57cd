import { QR_DEMO } from "../../../domain/print/card";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { CARD_TEXTS } from "../cardTexts";
import { fill } from "../../../domain/fill";

export type OrderStep = "unsaved" | "verifyQr" | null;

/** Whether the QR code leads somewhere else than the site (spec 3, Order button flow); a hidden code leads nowhere. */
export function qrLeadsElsewhere(qr: { url: string; hidden: boolean } | undefined, host: string | null): boolean {
  if (!qr || qr.hidden) return false;
  // Without an address of its own the site cannot be what the code leads to.
  if (!host || qr.url === QR_DEMO) return true;
  return URL.canParse(qr.url) && new URL(qr.url).hostname !== host;
}

interface OrderDialogsProps {
  step: OrderStep;
  qrUrl: string;
  host: string | null;
  onStep: (step: OrderStep) => void;
  /** On to the checkout. */
  onOrder: () => void;
  /** Whether the QR dialog comes next. */
  verifyQr: boolean;
}

/**
 * The Order button's two questions (spec 3, Card editor): unsaved changes are lost (Cancel or
 * Continue), then 'Verifiera url i QR-kod' when the code leads elsewhere than the site.
 */
export function OrderDialogs({ step, qrUrl, host, onStep, onOrder, verifyQr }: OrderDialogsProps) {
  const texts = useOwnerTexts(CARD_TEXTS);
  return (
    <>
      <ConfirmDialog
        open={step === "unsaved"}
        title={texts.unsavedTitle}
        text={texts.unsavedText}
        confirmLabel={texts.continue}
        cancelLabel={texts.cancel}
        onCancel={() => onStep(null)}
        onConfirm={() => (verifyQr ? onStep("verifyQr") : onOrder())}
      />
      <ConfirmDialog
        open={step === "verifyQr"}
        title={texts.verifyQrTitle}
        text={fill(host ? texts.verifyQrText : texts.verifyQrNoHost, { url: qrUrl, host: host ?? "" })}
        confirmLabel={texts.continueToOrder}
        cancelLabel={texts.cancel}
        onCancel={() => onStep(null)}
        onConfirm={onOrder}
      />
    </>
  );
}
