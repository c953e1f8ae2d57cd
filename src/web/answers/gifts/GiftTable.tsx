import { useId, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../domain/dates";
import { fill } from "../../../domain/fill";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../../kit/errors/useShowError";
import { giftsKey, markReceived, tickGift, type Gift, type GiftsOverview } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { GIFT_FILTERS, giftAmountText, giftShown, giverText, isPledge, unreceivedPledgeIds, type GiftFilter } from "./giftList";
import { GIFT_LIST_TEXTS, type GiftListTexts } from "./texts";

interface GiftTableProps {
  siteId: string;
  overview: GiftsOverview;
  onThank: (gift: Gift) => void;
}

/**
 * The gifts, newest first, under a filter: a table on a computer, a card per gift on a phone
 * (both are rendered; the stylesheet shows one, so only one is in the accessibility tree).
 */
export function GiftTable({ siteId, overview, onThank }: GiftTableProps) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language } = useI18n();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const captionId = useId();
  const [filter, setFilter] = useState<GiftFilter>("all");
  const [busy, setBusy] = useState(false);
  const [marked, setMarked] = useState<number | null>(null);
  const shown = useMemo(() => overview.gifts.filter((gift) => giftShown(gift, filter)), [overview.gifts, filter]);
  const unreceived = unreceivedPledgeIds(shown);

  // The box shows its new state at once; a tick changes the fund totals too, so the whole list is read again after it.
  const tick = async (gift: Gift, ticks: { received?: boolean; thanked?: boolean }) => {
    setBusy(true);
    queryClient.setQueryData<GiftsOverview>(giftsKey(siteId), (old) => old && { ...old, gifts: old.gifts.map((each) => (each === gift ? ticked(each, ticks) : each)) });
    try {
      await tickGift(siteId, gift, ticks);
    } catch (error) {
      showError(error, texts.saveFailed);
    } finally {
      await queryClient.invalidateQueries({ queryKey: giftsKey(siteId) });
      setBusy(false);
    }
  };

  const markAll = async () => {
    setBusy(true);
    try {
      setMarked((await markReceived(siteId, unreceived)).updated);
    } catch (error) {
      showError(error, texts.saveFailed);
    } finally {
      await queryClient.invalidateQueries({ queryKey: giftsKey(siteId) });
      setBusy(false);
    }
  };

  const row = (gift: Gift) => ({
    key: `${gift.kind}/${gift.id}`,
    giver: giverText(gift, texts),
    amount: giftAmountText(gift, overview.currency, language, texts),
    date: formatDate(gift.createdAt),
  });

  return (
    <section className="card answers-table-card gift-table-card" aria-labelledby={`${captionId}-heading`} aria-busy={busy}>
      <div className="answers-table__head">
        <h2 id={`${captionId}-heading`}>{texts.listHeading}</h2>
        <span className="answers-table__total" role="status">
          {fill(texts.shown, { count: shown.length, total: overview.gifts.length })}
        </span>
      </div>
      <div className="guest-households__tools">
        <div className="guest-filters" role="group" aria-label={texts.filter}>
          {GIFT_FILTERS.map((each) => (
            <button key={each} type="button" className="guest-filters__filter" aria-pressed={filter === each} onClick={() => setFilter(each)}>
              {texts.filters[each]}
            </button>
          ))}
        </div>
        {unreceived.length > 0 && (
          <button type="button" className="button button--secondary gift-table__mark-all" disabled={busy} onClick={() => void markAll()}>
            {texts.markAllReceived}
          </button>
        )}
        {marked !== null && (
          <p className="gift-table__marked" role="status">
            {fill(texts.markAllDone, { count: marked })}
          </p>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="guest-households__none">{overview.gifts.length === 0 ? texts.noneYet : texts.noneShown}</p>
      ) : (
        <>
          <div className="answers-table__scroll gift-table__wide" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="answers-table gift-table">
              <caption id={captionId} className="visually-hidden">
                {texts.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{texts.giver}</th>
                  <th scope="col">{texts.gift}</th>
                  <th scope="col">{texts.amount}</th>
                  <th scope="col">{texts.greeting}</th>
                  <th scope="col">{texts.date}</th>
                  <th scope="col">{texts.received}</th>
                  <th scope="col">{texts.thanked}</th>
                  <th scope="col">{texts.actions}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((gift) => {
                  const { key, giver, amount, date } = row(gift);
                  return (
                    <tr key={key}>
                      <th scope="row">{giver}</th>
                      <td>{gift.itemTitle}</td>
                      <td className="gift-table__amount">{amount}</td>
                      <td className="gift-table__greeting">{gift.greeting}</td>
                      <td className="gift-table__date">{date}</td>
                      <td>{isPledge(gift) ? <Tick gift={gift} giver={giver} which="received" texts={texts} busy={busy} onTick={tick} /> : <span className="answers-table__none">–</span>}</td>
                      <td>
                        <Tick gift={gift} giver={giver} which="thanked" texts={texts} busy={busy} onTick={tick} />
                      </td>
                      <td>
                        <ThankButton gift={gift} giver={giver} texts={texts} onThank={onThank} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="gift-cards" aria-labelledby={`${captionId}-heading`}>
            {shown.map((gift) => {
              const { key, giver, amount, date } = row(gift);
              return (
                <li key={key} className="gift-card">
                  <p className="gift-card__head">
                    <span className="gift-card__giver">{giver}</span>
                    <span className="gift-card__date">{date}</span>
                  </p>
                  <p className="gift-card__what">
                    {gift.itemTitle}: <span className="gift-table__amount">{amount}</span>
                  </p>
                  {gift.greeting && <p className="gift-card__greeting">{gift.greeting}</p>}
                  <div className="gift-card__ticks">
                    {isPledge(gift) && <Tick gift={gift} giver={giver} which="received" texts={texts} busy={busy} onTick={tick} labelled />}
                    <Tick gift={gift} giver={giver} which="thanked" texts={texts} busy={busy} onTick={tick} labelled />
                    <ThankButton gift={gift} giver={giver} texts={texts} onThank={onThank} />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The gift as the ticks leave it, before the server's answer. */
function ticked(gift: Gift, { received, thanked }: { received?: boolean; thanked?: boolean }): Gift {
  const now = new Date().toISOString();
  return {
    ...gift,
    ...(received === undefined ? {} : { receivedAt: received ? now : null }),
    ...(thanked === undefined ? {} : { thankedAt: thanked ? now : null }),
  };
}

interface TickProps {
  gift: Gift;
  giver: string;
  which: "received" | "thanked";
  texts: GiftListTexts;
  busy: boolean;
  onTick: (gift: Gift, ticks: { received?: boolean; thanked?: boolean }) => Promise<void>;
  /** On a card the word stands beside the box; in the table the column's header says it. */
  labelled?: boolean;
}

function Tick({ gift, giver, which, texts, busy, onTick, labelled }: TickProps) {
  const checked = (which === "received" ? gift.receivedAt : gift.thankedAt) !== null;
  const name = fill(which === "received" ? texts.receivedOf : texts.thankedOf, { gift: gift.itemTitle, giver });
  return (
    <label className="gift-tick">
      <input type="checkbox" checked={checked} disabled={busy} aria-label={name} onChange={(event) => void onTick(gift, { [which]: event.target.checked })} />
      {labelled && <span aria-hidden="true">{texts[which]}</span>}
    </label>
  );
}

function ThankButton({ gift, giver, texts, onThank }: { gift: Gift; giver: string; texts: GiftListTexts; onThank: (gift: Gift) => void }) {
  return (
    <button type="button" className="button button--ghost gift-table__thank" aria-label={fill(texts.thankOf, { giver, gift: gift.itemTitle })} onClick={() => onThank(gift)}>
      {texts.thank}
    </button>
  );
}
