import { useState } from "react";
import { useParams } from "react-router";
import type { OverviewHousehold } from "../../../domain/guestList/overview";
import { useAnswers } from "../../api/answers";
import { useGuestListOverview } from "../../api/guestListOverview";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useLoadError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { useAnswersView } from "../answersView";
import { DietaryList } from "./DietaryList";
import { EventSummaries } from "./EventSummaries";
import { HistoryDialog } from "./HistoryDialog";
import { HouseholdTable } from "./HouseholdTable";
import { OpenAnswers } from "./OpenAnswers";
import { GUEST_VIEW_TEXTS } from "./texts";
import "./guestView.css";

/** Gäster (issue 15, section 4): who is coming to each event, the households and their guests, the caterer's list, and the open form's sends to match. */
export function GuestsPage() {
  const { siteId } = useParams();
  const texts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { t } = useI18n();
  const overview = useGuestListOverview(siteId);
  const openAnswers = useAnswers(siteId, "rsvp");
  const { readOnly } = useAnswersView();
  const [history, setHistory] = useState<OverviewHousehold | null>(null);
  useLoadError(overview.error, texts.loadFailed);

  if (overview.isPending) return <p className="muted">{t.common.loading}</p>;
  if (overview.error || !siteId) {
    return (
      <p className="notice notice--error" role="alert">
        {texts.loadFailed}
      </p>
    );
  }
  const { events, households, dietary } = overview.data;
  return (
    <div className="guest-view">
      <p className="guest-view__lead">{texts.lead}</p>
      <EventSummaries events={events} />
      <HouseholdTable events={events} households={households} onHistory={setHistory} />
      <DietaryList notes={dietary} events={events} />
      <OpenAnswers siteId={siteId} entries={openAnswers.data ?? []} households={households} readOnly={readOnly} />
      <HistoryDialog siteId={siteId} household={history} events={events} onClose={() => setHistory(null)} />
    </div>
  );
}
