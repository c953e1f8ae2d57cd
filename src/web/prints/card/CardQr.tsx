import type { PrintCard } from "../../../domain/print/card";
import { qrImageUrl } from "./cardStyle";

interface CardQrProps {
  url: string;
  hidden: boolean;
  colors: PrintCard["colorScheme"];
  /** The QR image's text alternative (the address it leads to is on the card beside it). */
  alt: string;
  /** In edit mode, a hidden code offers to come back. */
  addBack?: { label: string; onAdd: () => void };
}

/** The QR code in the card's colours; a hidden one takes no place, so the back closes up (in edit mode only its button stays). */
export function CardQr({ url, hidden, colors, alt, addBack }: CardQrProps) {
  if (!hidden) {
    return (
      <div className="print-card__qr">
        <img src={qrImageUrl(url, colors)} alt={alt} />
      </div>
    );
  }
  return addBack ? (
    <button type="button" className="print-card__add" onClick={addBack.onAdd}>
      {addBack.label}
    </button>
  ) : null;
}
