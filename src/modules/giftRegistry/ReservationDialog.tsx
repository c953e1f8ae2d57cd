import { useState } from "react";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { describeError, guestApi } from "../../kit/guestPage/guestApi";
import { useHousehold } from "../../kit/guestPage/household/HouseholdContext";
import { refusesGuestActions, useBrandTexts, useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { Modal } from "../../kit/guestPage/ui/Modal";
import { givenOf, isCancelQuantityForced, isReserveQuantityForced, maxReservable } from "./limits";
import { reserverKey } from "./reserverKey";
import { RESERVER_NAME_TEXTS } from "./reserverNameTexts";
import type { GiftItem, GiftRegistryModule, GiftReservation } from "./schema";
import { GIFT_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

export type ReservationKind = "RESERVE" | "CANCEL_RESERVATION";

/**
 * The reserve and cancel dialogs: a password and a quantity (hidden and sent as 1 when
 * only one is possible). A success replaces the page's reservations and ends with a short
 * confirmation in the dialog, so the guest knows it worked before it closes.
 */
export function ReservationDialog({
  kind,
  module,
  item,
  reserved,
  own,
  onDone,
  onClose,
  onError,
  onEditMode,
}: {
  kind: ReservationKind;
  module: GiftRegistryModule;
  item: GiftItem;
  reserved: number;
  /** How many of the gift this browser reserved: what an undo may take back. */
  own: number;
  /** What this browser now holds more (or less) of the gift. */
  onDone: (by: number) => void;
  onClose: () => void;
  onError: (message: string, detail?: string) => void;
  onEditMode: () => void;
}) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(GIFT_TEXTS);
  const nameTexts = useBrandTexts(RESERVER_NAME_TEXTS);
  const household = useHousehold();
  const id = useIslandId();
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const reserving = kind === "RESERVE";
  const given = givenOf(site.reservations, item.id);
  const forced = reserving ? isReserveQuantityForced(item, reserved, given) : isCancelQuantityForced(item, own);
  const max = reserving ? maxReservable(item, reserved, given) : own;
  const button = reserving ? t(module.reserveButton) || texts.reserve : t(module.cancelReservationButton) || texts.cancelReservation;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (refusesGuestActions(site)) {
      onEditMode();
      return;
    }
    setBusy(true);
    try {
      const sent = forced ? 1 : Number(quantity);
      // The name, language and personal link go with a reservation only: they are for the couple's list of gifts.
      const giver = reserving ? { ...(name.trim() ? { name: name.trim() } : {}), language: site.language, ...(household ? { household: household.token } : {}) } : {};
      const result = await guestApi<{ giftRegistryReservations: GiftReservation[] }>(`/api/gift-registry/${site.siteId}/${module.id}/${item.id}/v2`, {
        method: reserving ? "PUT" : "DELETE",
        body: { quantity: sent, password, reserver: reserverKey(site.siteId), ...giver },
      });
      site.setReservations(result.giftRegistryReservations);
      onDone(reserving ? sent : -sent);
      setDone(sent);
    } catch (error) {
      onError(reserving ? texts.reserveFailed : texts.cancelFailed, describeError(error, site.uiLanguage));
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <Modal title={t(item.title) || texts.noTitle} onClose={onClose}>
        <div className="gift-dialog__done" role="status">
          <p className="gift-dialog__done-title">{reserving ? fill(texts.reservedDone, { quantity: done }) : texts.cancelledDone}</p>
          {reserving && <p>{texts.reservedDoneHint}</p>}
        </div>
        <button type="button" className="site-button site-button--primary gift-dialog__close" onClick={onClose} autoFocus>
          {texts.done}
        </button>
      </Modal>
    );
  }

  return (
    <Modal title={t(item.title) || texts.noTitle} onClose={onClose}>
      <form className="site-form gift-dialog" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {!reserving && <p>{texts.cancelText}</p>}
        <div className="site-field">
          <label htmlFor={`${id}-password`}>
            {reserving ? t(module.labelReservePassword) || texts.reservePassword : t(module.labelCancelReservationPassword) || texts.cancelPassword}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete={reserving ? "new-password" : "current-password"}
            required
            maxLength={200}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={reserving ? `${id}-hint` : undefined}
          />
          {reserving && (
            <p id={`${id}-hint`} className="site-field__hint">
              {texts.reservePasswordHint}
            </p>
          )}
        </div>
        {reserving && (
          <div className="site-field">
            <label htmlFor={`${id}-name`}>{nameTexts.label}</label>
            <input id={`${id}-name`} type="text" autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          </div>
        )}
        {!forced && (
          <div className="site-field">
            <label htmlFor={`${id}-quantity`}>
              {reserving ? t(module.labelReserveQuantity) || texts.reserveQuantity : t(module.labelCancelReservationQuantity) || texts.cancelQuantity}
            </label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={max}
              step={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="site-button site-button--primary" disabled={busy}>
          {button}
        </button>
      </form>
    </Modal>
  );
}
