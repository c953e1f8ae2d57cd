import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../domain/dates";
import { fill } from "../../../domain/fill";
import { ApiError, isStatus } from "../../../kit/api/client";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../../kit/errors/useShowError";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { Dialog } from "../../../kit/ui/Dialog";
import { giftsKey, sendThankYou, tickGift, useThankYouTexts, type Gift, type GiftCurrency, type ThankYouText } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { giftsThanked, giverText, thankedGiftsText, thankYouDraft, thankYouLanguage } from "./giftList";
import { GIFT_LIST_TEXTS } from "./texts";

/**
 * "Tacka": a draft for the entry's giver (decision 099) in the giver's language from the couple's
 * template, naming the giver's gifts, to edit, then send (when there is a mail) or copy.
 */
export function ThankYouDialog({ siteId, gift, gifts, currency, onClose }: { siteId: string; gift: Gift; gifts: readonly Gift[]; currency: GiftCurrency; onClose: () => void }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { t, language } = useI18n();
  const templates = useThankYouTexts(siteId);
  const giver = giverText(gift, texts);
  const draftLanguage = thankYouLanguage(gift, language);
  return (
    <Dialog open onClose={onClose} title={fill(texts.thankTitle, { giver })} closeLabel={texts.close} className="gift-thanks">
      {templates.data ? (
        <ThankYouForm siteId={siteId} gift={gift} gifts={gifts} giver={giver} currency={currency} draft={(named) => thankYouDraft(named, templates.data, currency, draftLanguage)} onClose={onClose} />
      ) : templates.error ? (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      ) : (
        <p className="muted">{t.common.loading}</p>
      )}
    </Dialog>
  );
}

type Outcome = { kind: "sent"; mail: string } | { kind: "copied" } | { kind: "copyFailed" } | { kind: "refused"; text: string };

interface FormProps {
  siteId: string;
  gift: Gift;
  gifts: readonly Gift[];
  giver: string;
  currency: GiftCurrency;
  draft: (named: readonly Gift[]) => ThankYouText;
  onClose: () => void;
}

function ThankYouForm({ siteId, gift, gifts, giver, currency, draft, onClose }: FormProps) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language } = useI18n();
  // Named as the dialog opened: the list refreshed after sending must not change what was thanked for.
  const [thanked] = useState(gift.thankedAt !== null);
  const [named] = useState(() => giftsThanked(gifts, gift, thanked));
  const queryClient = useQueryClient();
  const showError = useShowError();
  const id = useId();
  const [text, setText] = useState(() => draft(named));
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: giftsKey(siteId) });

  const send = async (again: boolean) => {
    setAsking(false);
    setBusy(true);
    try {
      await sendThankYou(siteId, gift, text, again);
      setOutcome({ kind: "sent", mail: gift.mail ?? "" });
    } catch (error) {
      // The answer names no code: 409 is alreadyThanked, a 422 about the mail noMailAddress.
      if (isStatus(error, 409)) setOutcome({ kind: "refused", text: fill(texts.alreadyThanked, { date: formatDate(gift.thankedAt) }) });
      else if (isStatus(error, 422) && error instanceof ApiError && error.data?.fields?.includes("mail")) setOutcome({ kind: "refused", text: fill(texts.thankNoMail, { giver }) });
      else showError(error, texts.sendFailed);
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text.subject}\n\n${text.body}`);
      setOutcome({ kind: "copied" });
    } catch {
      setOutcome({ kind: "copyFailed" });
    }
  };

  const markThanked = async () => {
    setBusy(true);
    try {
      for (const each of named) await tickGift(siteId, each, { thanked: true });
      onClose();
    } catch (error) {
      showError(error, texts.saveFailed);
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  return (
    <form className="gift-thanks__form" aria-busy={busy} onSubmit={(event) => event.preventDefault()}>
      <p className="dialog__lead">{gift.mail ? fill(texts.thankTo, { mail: gift.mail }) : fill(texts.thankNoMail, { giver })}</p>
      <p className="gift-thanks__for">{fill(texts.thanksFor, { gifts: thankedGiftsText(named, currency, language) })}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subject`}>
          {texts.subject}
        </label>
        <input id={`${id}-subject`} className="field__input" maxLength={200} value={text.subject} onChange={(event) => setText({ ...text, subject: event.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-body`}>
          {texts.body}
        </label>
        <textarea id={`${id}-body`} className="field__input field__input--area" rows={8} maxLength={5000} value={text.body} onChange={(event) => setText({ ...text, body: event.target.value })} data-autofocus />
      </div>
      {outcome && (
        <p className={outcome.kind === "refused" || outcome.kind === "copyFailed" ? "notice notice--error" : "notice"} role="status">
          {outcome.kind === "sent" ? fill(texts.sent, { mail: outcome.mail }) : outcome.kind === "copied" ? texts.copied : outcome.kind === "copyFailed" ? texts.copyFailed : outcome.text}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void copy()}>
          {texts.copy}
        </button>
        {outcome?.kind === "copied" && !thanked && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void markThanked()}>
            {texts.markThanked}
          </button>
        )}
        {gift.mail && outcome?.kind !== "sent" && (
          <button type="button" className="button button--primary" disabled={busy || !text.subject.trim() || !text.body.trim()} onClick={() => (thanked ? setAsking(true) : void send(false))}>
            {busy ? texts.sending : thanked ? texts.sendAgain : texts.send}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={texts.againTitle}
        text={fill(texts.againText, { giver, date: formatDate(gift.thankedAt) })}
        confirmLabel={texts.sendAgain}
        cancelLabel={texts.cancel}
        onConfirm={() => void send(true)}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
