import { useState } from "react";
import { useParams } from "react-router";
import { fill } from "../../../domain/fill";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useLoadError } from "../../../kit/errors/useShowError";
import { useGifts, type Gift } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { APP_NAMES } from "../../../modules/giftRegistry/giving/appNames";
import { FundTotals } from "./FundTotals";
import { GiftExportButton } from "./GiftExportButton";
import { GiftTable } from "./GiftTable";
import { TemplatesDialog } from "./TemplatesDialog";
import { ThankYouDialog } from "./ThankYouDialog";
import { GIFT_LIST_TEXTS } from "./texts";
import "../guestList/guestView.css";
import "./gifts.css";

/** Gåvor: every reservation and pledge, the funds' totals, the received and thanked ticks, thank-you drafts and the export. */
export function GiftsPage() {
  const { siteId } = useParams();
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { t } = useI18n();
  const gifts = useGifts(siteId);
  const [thanking, setThanking] = useState<Gift | null>(null);
  const [editingTemplates, setEditingTemplates] = useState(false);
  useLoadError(gifts.error, texts.loadFailed);

  if (gifts.isPending) return <p className="muted">{t.common.loading}</p>;
  if (gifts.error || !siteId) {
    return (
      <p className="notice notice--error" role="alert">
        {texts.loadFailed}
      </p>
    );
  }
  const overview = gifts.data;
  // The gift may have changed (thanked) while its dialog was open: the dialog shows it as it is now.
  const thankingNow = thanking && (overview.gifts.find((gift) => gift.kind === thanking.kind && gift.id === thanking.id) ?? thanking);
  return (
    <div className="guest-view gift-list">
      <p className="guest-view__lead">{texts.lead}</p>
      <p className="notice gift-list__honest" role="note">
        {fill(texts.honest, { app: APP_NAMES[overview.app] })}
      </p>
      <div className="gift-list__tools">
        <button type="button" className="button button--secondary" onClick={() => setEditingTemplates(true)}>
          {texts.editTemplates}
        </button>
        {overview.gifts.length > 0 && <GiftExportButton overview={overview} />}
      </div>
      <FundTotals overview={overview} />
      <GiftTable siteId={siteId} overview={overview} onThank={setThanking} />
      {thankingNow && <ThankYouDialog siteId={siteId} gift={thankingNow} gifts={overview.gifts} currency={overview.currency} onClose={() => setThanking(null)} />}
      <TemplatesDialog siteId={siteId} open={editingTemplates} onClose={() => setEditingTemplates(false)} />
    </div>
  );
}
