import { useCallback, useState } from "react";
import { fill } from "../../domain/fill";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { describeError, guestApi } from "../../kit/guestPage/guestApi";
import { useHousehold } from "../../kit/guestPage/household/HouseholdContext";
import { refusesGuestActions, useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { Modal } from "../../kit/guestPage/ui/Modal";
import { APP_NAMES } from "./giving/appNames";
import { appMessage } from "./giving/givingApp";
import { formatKronor, SUGGESTED_AMOUNTS } from "./giving/kronor";
import { givingMessage, paymentAppLink } from "./giving/paymentLinks";
import { formatPayeeNumber, type GivingApp } from "./giving/payeeNumbers";
import { reserverKey } from "./reserverKey";
import { GIFT_AMOUNT } from "./money";
import type { GiftItem, GiftRegistryModule, GiftReservation } from "./schema";
import { GIFT_TEXTS } from "./texts";
import { GIVING_TEXTS } from "./givingTexts";
import { SwishCommercePayment } from "./SwishCommercePayment";

type Step = { kind: "form" } | { kind: "pay"; amount: number } | { kind: "done"; name: string; confirmedBySwish?: boolean };

/** A phone opens the app from a link; a computer shows a QR code for the phone to scan. */
const onPhone = () => typeof window !== "undefined" && window.matchMedia("(pointer: coarse)").matches;

/**
 * "Ge med Swish": an amount, a name and a greeting; then the app opened with them filled in
 * (or a QR code, or the number to type in); then the guest's own "Jag har swishat" notes the
 * gift. We never see the money (decision 093), and the texts say so.
 */
export function GivingDialog({
  module,
  item,
  app,
  maxAmount,
  onClose,
  onError,
  onEditMode,
}: {
  module: GiftRegistryModule;
  item: GiftItem;
  app: GivingApp;
  /** The most this gift takes now. */
  maxAmount: number;
  onClose: () => void;
  onError: (message: string, detail?: string) => void;
  onEditMode: () => void;
}) {
  const site = useSite();
  const t = useTranslate();
  const texts = { ...useTexts(GIFT_TEXTS), ...useTexts(GIVING_TEXTS) };
  const household = useHousehold();
  const id = useIslandId();
  const appName = APP_NAMES[app];
  const kronor = (amount: number) => formatKronor(amount, site.market, site.uiLanguage);
  const suggestions = SUGGESTED_AMOUNTS[site.market].filter((amount) => amount <= maxAmount);
  const [choice, setChoice] = useState<number | "other">(suggestions[0] ?? "other");
  const [other, setOther] = useState("");
  const [name, setName] = useState("");
  const [greeting, setGreeting] = useState("");
  const [step, setStep] = useState<Step>({ kind: "form" });
  const [showQr, setShowQr] = useState(() => !onPhone());
  const [busy, setBusy] = useState(false);
  const title = t(item.title) || texts.noTitle;
  const max = Math.min(maxAmount, GIFT_AMOUNT.max);

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    setStep({ kind: "pay", amount: choice === "other" ? Number(other) : choice });
  };

  // Through Swish Commerce, Swish's answer rather than the guest's word ends the dialog.
  const paid = useCallback(() => setStep({ kind: "done", name: name.trim(), confirmedBySwish: true }), [name]);
  const pledge = (amount: number) => ({ amount, name, greeting, language: site.language, reserver: reserverKey(site.siteId), ...(household ? { household: household.token } : {}) });
  const contributionsUrl = `/api/gift-registry/${site.siteId}/${module.id}/${item.id}/contributions`;

  const confirm = async (amount: number) => {
    if (refusesGuestActions(site)) {
      onEditMode();
      return;
    }
    setBusy(true);
    try {
      const result = await guestApi<{ giftRegistryReservations: GiftReservation[] }>(contributionsUrl, { method: "POST", body: pledge(amount) });
      site.setReservations(result.giftRegistryReservations);
      setStep({ kind: "done", name: name.trim() });
    } catch (error) {
      onError(texts.pledgeFailed, describeError(error, site.uiLanguage));
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === "done") {
    return (
      <Modal title={title} onClose={onClose}>
        <div className="gift-dialog__done" role="status">
          <p className="gift-dialog__done-title">{fill(step.confirmedBySwish ? texts.paidDone : texts.pledgedDone, { name: step.name })}</p>
          <p>{step.confirmedBySwish ? texts.paidDoneHint : fill(texts.pledgedDoneHint, { app: appName })}</p>
        </div>
        <button type="button" className="site-button site-button--primary gift-dialog__close" onClick={onClose} autoFocus>
          {texts.done}
        </button>
      </Modal>
    );
  }

  if (step.kind === "pay" && site.swishCommerce) {
    return (
      <Modal title={title} onClose={onClose}>
        <SwishCommercePayment
          commerce={site.swishCommerce}
          contributionsUrl={contributionsUrl}
          pledge={pledge(step.amount)}
          amountText={kronor(step.amount)}
          message={givingMessage("swish", appMessage(name, greeting))}
          onPaid={paid}
          onBack={() => setStep({ kind: "form" })}
          onError={onError}
          refused={() => {
            if (refusesGuestActions(site)) onEditMode();
            return refusesGuestActions(site);
          }}
        />
      </Modal>
    );
  }

  if (step.kind === "pay") {
    const payment = { payee: module.payeeNumber!, amount: step.amount, message: appMessage(name, greeting) };
    const link = paymentAppLink(app, payment);
    const qr = `/api/gift-registry/${site.siteId}/${module.id}/${item.id}/qr?amount=${step.amount}&message=${encodeURIComponent(payment.message)}`;
    return (
      <Modal title={title} onClose={onClose}>
        <div className="gift-dialog gift-giving">
          {link && !showQr && (
            <>
              <a className="site-button site-button--primary gift-giving__open" href={link}>
                {fill(texts.openApp, { app: appName })}
              </a>
              <p>{fill(texts.openAppText, { app: appName })}</p>
            </>
          )}
          {link && showQr && (
            <>
              <img className="gift-giving__qr" src={qr} width={220} height={220} alt={`QR: ${appName}, ${kronor(step.amount)}`} />
              <p>{fill(texts.scanQr, { app: appName })}</p>
            </>
          )}
          {!link && <p>{fill(texts.byHand, { app: appName })}</p>}
          <dl className="gift-giving__details">
            <dt>{texts.payee}</dt>
            <dd>{formatPayeeNumber(app, module.payeeNumber!)}</dd>
            <dt>{texts.amount}</dt>
            <dd>{kronor(step.amount)}</dd>
            <dt>{texts.message}</dt>
            <dd>{givingMessage(app, payment.message)}</dd>
          </dl>
          {link && (
            <button type="button" className="gift-giving__switch" onClick={() => setShowQr(!showQr)}>
              {showQr ? texts.showLink : texts.showQr}
            </button>
          )}
          <p className="site-field__hint">{texts.moneyDirect}</p>
          <div className="gift-giving__actions">
            <button type="button" className="site-button site-button--secondary" onClick={() => setStep({ kind: "form" })}>
              {texts.back}
            </button>
            <button type="button" className="site-button site-button--primary" disabled={busy} onClick={() => void confirm(step.amount)}>
              {app === "swish" ? texts.confirmSwish : texts.confirm}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="site-form gift-dialog gift-giving" onSubmit={next}>
        <fieldset className="site-field gift-giving__amounts">
          <legend>{texts.amount}</legend>
          {suggestions.map((amount) => (
            <label key={amount} className="gift-giving__amount">
              <input type="radio" name={`${id}-amount`} checked={choice === amount} onChange={() => setChoice(amount)} />
              {kronor(amount)}
            </label>
          ))}
          <label className="gift-giving__amount">
            <input type="radio" name={`${id}-amount`} checked={choice === "other"} onChange={() => setChoice("other")} />
            {texts.otherAmount}
          </label>
        </fieldset>
        {choice === "other" && (
          <div className="site-field">
            <label htmlFor={`${id}-other`}>{texts.otherAmount}</label>
            <input
              id={`${id}-other`}
              type="number"
              inputMode="numeric"
              required
              min={GIFT_AMOUNT.min}
              max={max}
              step={1}
              value={other}
              onChange={(event) => setOther(event.target.value)}
              aria-describedby={`${id}-other-hint`}
              autoFocus
            />
            <p id={`${id}-other-hint`} className="site-field__hint">
              {fill(texts.amountHint, { max: kronor(max) })}
            </p>
          </div>
        )}
        <div className="site-field">
          <label htmlFor={`${id}-name`}>{texts.giverName}</label>
          <input id={`${id}-name`} type="text" autoComplete="name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="site-field">
          <label htmlFor={`${id}-greeting`}>{texts.greeting}</label>
          <textarea id={`${id}-greeting`} rows={3} maxLength={500} value={greeting} onChange={(event) => setGreeting(event.target.value)} aria-describedby={`${id}-greeting-hint`} />
          <p id={`${id}-greeting-hint`} className="site-field__hint">
            {fill(texts.greetingHint, { app: appName })}
          </p>
        </div>
        <button type="submit" className="site-button site-button--primary">
          {texts.next}
        </button>
      </form>
    </Modal>
  );
}
