import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import type { GiftsOverview } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { fundTotalText } from "./giftList";
import { GIFT_LIST_TEXTS } from "./texts";

/** A line per fund: what guests have promised, what the couple has ticked as received, and the goal. */
export function FundTotals({ overview }: { overview: GiftsOverview }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language } = useI18n();
  if (overview.funds.length === 0) return null;
  return (
    <section className="card gift-funds" aria-labelledby="gift-funds-heading">
      <h2 id="gift-funds-heading">{texts.fundsHeading}</h2>
      <ul className="gift-funds__list">
        {overview.funds.map((fund) => (
          <li key={`${fund.moduleId}/${fund.itemId}`}>{fundTotalText(fund, overview.currency, language, texts)}</li>
        ))}
      </ul>
    </section>
  );
}
