import { RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { canCancel, canReserve, giftStatus } from "./limits";
import type { GiftItem, GiftRegistryModule } from "./schema";
import { GIFT_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/**
 * How many are left, read at a glance: a badge ("2 kvar av 5", "Reserverad", "Alla
 * reserverade"), then how many are taken in the owner's wording ("reserverade: 3"); the
 * badge names the quantity, so no "Antal: 5" repeats it. A gift that cannot be reserved
 * shows only "Antal: N".
 */
export function StatusText({ module, item, reserved }: { module: GiftRegistryModule; item: GiftItem; reserved: number }) {
  const t = useTranslate();
  const texts = useTexts(GIFT_TEXTS);
  const status = giftStatus(item, reserved);
  const quantityText = t(module.statusTextQuantity) || texts.quantity;
  if (status.kind === "none") return null;
  if (status.kind === "count") return <p className="gift__status">{`${quantityText}: ${status.quantity}`}</p>;
  if (status.kind === "reserved") return <p className="gift__badge gift__badge--taken">{t(module.statusTextReservedSingular) || texts.reservedSingular}</p>;
  const badge = status.left === 0 ? texts.allReserved : status.quantity === 1 ? texts.available : fill(texts.left, { left: status.left, quantity: status.quantity });
  return (
    <>
      <p className={`gift__badge${status.left === 0 ? " gift__badge--taken" : ""}`}>{badge}</p>
      {status.quantity > 1 && status.reserved > 0 && (
        <p className="gift__status">
          <span className="gift__reserved">{`${t(module.statusTextReservedPlural) || texts.reservedPlural}: ${status.reserved}`}</span>
        </p>
      )}
    </>
  );
}

export function GiftItemCard({
  module,
  item,
  reserved,
  own,
  onImage,
  onReserve,
  onCancel,
}: {
  module: GiftRegistryModule;
  item: GiftItem;
  reserved: number;
  /** How many this browser reserved: only its guest may undo (the owner's editor shows the undo on every reserved gift). */
  own: number;
  onImage: () => void;
  onReserve: () => void;
  onCancel: () => void;
}) {
  const t = useTranslate();
  const texts = useTexts(GIFT_TEXTS);
  const title = t(item.title) || texts.noTitle;
  const description = t(item.description);
  return (
    <li className="gift">
      {item.image && (
        <button type="button" className="gift__image" onClick={onImage} aria-label={`${texts.openImage}: ${title}`}>
          <SiteImage image={item.image} sizes="220px" />
        </button>
      )}
      <div className="gift__body">
        <h3 className="gift__title">{title}</h3>
        <StatusText module={module} item={item} reserved={reserved} />
        {item.link && (
          <a className="gift__link" href={item.link} target="_blank" rel="noopener noreferrer">
            {texts.openLink}
          </a>
        )}
        <RichText className="gift__description" html={description} />
        {(canReserve(item, reserved) || canCancel(item, own)) && (
          <div className="gift__actions">
            {canReserve(item, reserved) && (
              <button type="button" className="site-button site-button--primary" onClick={onReserve}>
                {t(module.reserveButton) || texts.reserve}
              </button>
            )}
            {canCancel(item, own) && (
              <button type="button" className="site-button site-button--secondary" onClick={onCancel}>
                {t(module.cancelReservationButton) || texts.cancelReservation}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
