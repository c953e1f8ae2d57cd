import { useMemo, useState } from "react";
import { useParams } from "react-router";
import type { Household } from "../../../domain/guestList/types";
import { useEditorSite } from "../../api/sites";
import { useLoadError, useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { PageTitle } from "../../ui/PageTitle";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { DeleteGuestListDialog } from "./DeleteGuestListDialog";
import { GuestEventsSection } from "./GuestEventsSection";
import { GuestListEmpty } from "./GuestListEmpty";
import { deleteHousehold, useGuestList, useReloadGuestList } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GuestListToolbar } from "./GuestListToolbar";
import { usedTags } from "./householdRows";
import { HouseholdDialog } from "./HouseholdDialog";
import { HouseholdsSection } from "./HouseholdsSection";
import { JoinRequestsSection } from "./JoinRequestsSection";
import { LinkDialog } from "./LinkDialog";
import { guestListLanguages } from "./siteFacts";
import { GUEST_LIST_TEXTS } from "./texts";
import "./guestList.css";
import { fill } from "../../../domain/fill";

/** Which dialog is open: adding or editing a household, its link, removing it, or deleting the whole list. */
type OpenDialog =
  | { kind: "household"; household: Household | null }
  | { kind: "link"; householdId: string }
  | { kind: "remove"; household: Household }
  | { kind: "deleteAll" }
  | null;

/** /redigera/{siteId}/gaster (issue 15): the households the couple invites, their guests, tags, events and links. */
export function GuestListPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { t, language } = useI18n();
  const showError = useShowError();
  const site = useEditorSite(siteId);
  const list = useGuestList(siteId);
  const reload = useReloadGuestList(siteId);
  const [chosenIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [status, setStatus] = useState("");
  useLoadError(list.error, texts.loadFailed);

  const households = list.data?.households;
  // A household deleted meanwhile is no longer selected.
  const selectedIds = useMemo(() => chosenIds.filter((id) => households?.some((household) => household.id === id)), [chosenIds, households]);
  const view = useMemo(
    (): GuestListView | null =>
      site.data && list.data
        ? { siteId, host: site.data.host, languages: guestListLanguages(site.data), households: list.data.households, events: list.data.events, selectedIds, reload }
        : null,
    [siteId, site.data, list.data, selectedIds, reload],
  );
  const tags = useMemo(() => usedTags(households ?? [], language), [households, language]);
  const addHousehold = () => setDialog({ kind: "household", household: null });
  const linked = dialog?.kind === "link" ? households?.find((household) => household.id === dialog.householdId) : undefined;

  async function remove(household: Household) {
    setDialog(null);
    try {
      await deleteHousehold(siteId, household.id);
      await reload();
    } catch (error) {
      showError(error, texts.deleteFailed);
    }
  }

  return (
    <div className="editor-page guest-list">
      <PageTitle text={texts.title} />
      <div className="guest-list__header">
        <h1>{texts.title}</h1>
        {view && <GuestListToolbar view={view} onAddHousehold={addHousehold} />}
      </div>
      <p className="lead guest-list__lead">{texts.lead}</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {list.error || site.error ? (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      ) : !view ? (
        <p className="muted">{t.common.loading}</p>
      ) : (
        <>
          <JoinRequestsSection view={view} onStatus={setStatus} />
          <GuestEventsSection view={view} />
          {view.households.length === 0 ? (
            <GuestListEmpty onAddHousehold={addHousehold} />
          ) : (
            <HouseholdsSection
              view={view}
              onSelect={setSelectedIds}
              onEdit={(household) => setDialog({ kind: "household", household })}
              onLink={(household) => setDialog({ kind: "link", householdId: household.id })}
              onRemove={(household) => setDialog({ kind: "remove", household })}
              onStatus={setStatus}
            />
          )}
          {(view.households.length > 0 || view.events.length > 0) && (
            <div className="guest-list__danger">
              <button type="button" className="button button--ghost guest-list__delete-all" onClick={() => setDialog({ kind: "deleteAll" })}>
                {texts.deleteAll}
              </button>
            </div>
          )}
          {dialog?.kind === "household" && <HouseholdDialog view={view} household={dialog.household} tags={tags} onClose={() => setDialog(null)} />}
          {linked && <LinkDialog view={view} household={linked} onClose={() => setDialog(null)} />}
          {dialog?.kind === "deleteAll" && <DeleteGuestListDialog view={view} onClose={() => setDialog(null)} />}
          <ConfirmDialog
            open={dialog?.kind === "remove"}
            title={texts.deleteTitle}
            text={dialog?.kind === "remove" ? fill(texts.deleteText, { name: dialog.household.name }) : ""}
            confirmLabel={texts.deleteConfirm}
            cancelLabel={texts.cancel}
            onConfirm={() => dialog?.kind === "remove" && remove(dialog.household)}
            onCancel={() => setDialog(null)}
            danger
          />
        </>
      )}
    </div>
  );
}
