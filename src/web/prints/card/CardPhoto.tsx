import type { SiteImage as Image } from "../../../domain/site/common";
import { SiteImage } from "../../../kit/guestPage/ui/SiteImage";

interface CardPhotoProps {
  image: Image | null;
  /** How wide the photo is shown, for the browser's choice among the stored sizes. */
  sizes: string;
  /** In edit mode: a click on the photo (or its empty place) replaces or crops it. */
  edit?: { label: string; onClick: () => void };
}

/** The card's primary photo, filling its place; an empty place is a quiet tint of the card's colours. */
export function CardPhoto({ image, sizes, edit }: CardPhotoProps) {
  return (
    <div className={`print-card__photo${image ? "" : " print-card__photo--empty"}`}>
      {image && <SiteImage image={image} sizes={sizes} className="print-card__photo-image" priority />}
      {edit && (
        <button type="button" className={image ? "print-card__photo-button" : "print-card__add"} onClick={edit.onClick}>
          {edit.label}
        </button>
      )}
    </div>
  );
}
