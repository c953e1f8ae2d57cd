import { fill } from "../../domain/fill";
import { formatLocale } from "../../domain/languages";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useOwnerLanguage } from "../../kit/i18n/ownerLanguage";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { lacksQuantity } from "./itemEditing";
import type { GiftItem } from "./schema";

/** A gift's line under its title in LIST: a fund and its goal, or a thing's quantity and price. */
export function GiftRowMeta({ item }: { item: GiftItem }) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const kronor = new Intl.NumberFormat(formatLocale(useOwnerLanguage())).format;
  if (item.kind === "fund") {
    return <p className="gift-row__meta">{item.goal === null ? texts.fund : fill(texts.fundWithGoal, { goal: kronor(item.goal) })}</p>;
  }
  if (lacksQuantity(item)) {
    return (
      <p className="gift-row__meta">
        <span className="gift-row__warning">{texts.missingQuantity}</span>
      </p>
    );
  }
  const reserving = item.reservable ? fill(texts.quantity, { quantity: item.quantity ?? "" }) : texts.notReservable;
  const price = item.price === null ? null : fill(item.shared ? texts.pricedShared : texts.priced, { price: kronor(item.price) });
  return <p className="gift-row__meta">{price ? `${reserving} · ${price}` : reserving}</p>;
}
