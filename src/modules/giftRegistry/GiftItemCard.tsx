import { RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { canCancel, canContribute, canReserve, giftStatus } from "./limits";
import { APP_NAMES } from "./giving/appNames";
import { formatKronor } from "./giving/kronor";
import type { GivingApp } from "./giving/payeeNumbers";
import type { GiftItem, GiftRegistryModule } from "./schema";
import { GIFT_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/**
 * How many are left, read at a glance: a badge ("2 kvar av 5", "Reserverad", "Alla
 * reserverade"), then how many are taken in the owner's wording ("reserverade: 3"); the
 * badge names the quantity, so no "Antal: 5" repeats it. A gift that cannot be reserved
 * shows only "Antal: N".
 */
export function StatusText({ module, item, reserved, given }: { module: GiftRegistryModule; item: GiftItem; reserved: number; given?: number }) {
  const t = useTranslate();
  const texts = useTexts(GIFT_TEXTS);
  const { market, uiLanguage } = useSite();
  const kronor = (amount: number) => formatKronor(amount, market, uiLanguage);
  const status = giftStatus(item, reserved, given);
  const quantityText = t(module.statusTextQuantity) || texts.quantity;
  if (status.kind === "fund") return <FundProgress given={status.given} goal={status.goal} kronor={kronor} />;
  if (status.kind === "shared") {
    return <p className={`gift__badge${status.left === 0 ? " gift__badge--taken" : ""}`}>{status.left === 0 ? texts.sharedDone : fill(texts.sharedLeft, { left: kronor(status.left), price: kronor(status.price) })}</p>;
  }
  const price = item.price !== null && item.kind === "thing" ? <p className="gift__status">{fill(texts.price, { price: kronor(item.price) })}</p> : null;
  if (status.kind === "none") return price;
  if (status.kind === "count") return <p className="gift__status">{`${quantityText}: ${status.quantity}`}</p>;
  if (status.kind === "reserved") return <p className="gift__badge gift__badge--taken">{t(module.statusTextReservedSingular) || texts.reservedSingular}</p>;
  const badge = status.left === 0 ? texts.allReserved : status.quantity === 1 ? texts.available : fill(texts.left, { left: status.left, quantity: status.quantity });
  return (
    <>
      <p className={`gift__badge${status.left === 0 ? " gift__badge--taken" : ""}`}>{badge}</p>
      {price}
      {status.quantity > 1 && status.reserved > 0 && (
        <p className="gift__status">
          <span className="gift__reserved">{`${t(module.statusTextReservedPlural) || texts.reservedPlural}: ${status.reserved}`}</span>
        </p>
      )}
    </>
  );
}

/** A fund's progress where guests may see it: what is given, towards the goal as a bar when there is one. */
function FundProgress({ given, goal, kronor }: { given: number | null; goal: number | null; kronor: (amount: number) => string }) {
  const texts = useTexts(GIFT_TEXTS);
  if (given === null) return goal === null ? null : <p className="gift__status">{fill(texts.goal, { goal: kronor(goal) })}</p>;
  if (goal === null) return <p className="gift__status">{fill(texts.givenSoFar, { given: kronor(given) })}</p>;
  return (
    <div className="gift__progress">
      <p className="gift__status">{fill(texts.givenOfGoal, { given: kronor(given), goal: kronor(goal) })}</p>
      <div className="gift__bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, Math.round((given / goal) * 100))}%` }} />
      </div>
    </div>
  );
}

export function GiftItemCard({
  module,
  item,
  reserved,
  given,
  app,
  own,
  onImage,
  onReserve,
  onCancel,
  onGive,
}: {
  module: GiftRegistryModule;
  item: GiftItem;
  reserved: number;
  /** Kronor given to it, where guests may see it. */
  given?: number;
  /** The app money gifts go by, when the list takes them. */
  app: GivingApp | null;
  onGive: () => void;
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
  // A fund takes any amount (its total may be hidden from guests); a shared gift what is left of its price.
  const givable = app !== null && canContribute(item, reserved, given ?? 0);
  return (
    <li className="gift">
      {item.image && (
        <button type="button" className="gift__image" onClick={onImage} aria-label={`${texts.openImage}: ${title}`}>
          <SiteImage image={item.image} sizes="220px" />
        </button>
      )}
      <div className="gift__body">
        <h3 className="gift__title">{title}</h3>
        <StatusText module={module} item={item} reserved={reserved} given={given} />
        {item.link && (
          <a className="gift__link" href={item.link} target="_blank" rel="noopener noreferrer">
            {texts.openLink}
          </a>
        )}
        <RichText className="gift__description" html={description} />
        {(canReserve(item, reserved, given) || canCancel(item, own) || givable) && (
          <div className="gift__actions">
            {givable && (
              <button type="button" className="site-button site-button--primary" onClick={onGive}>
                {fill(texts.give, { app: APP_NAMES[app] })}
              </button>
            )}
            {canReserve(item, reserved, given) && (
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
