import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { isLegacyEditorSite } from "../../../modules/legacy/editorSite";
import type { SiteDocument } from "../../../modules/siteDocument";
import { useMe } from "../../../kit/api/accounts";
import { editorSiteKey, saveSite, useEditorSite } from "../../api/sites";
import { useLoadError, useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { useSavedFromQuickStart } from "../../quickStart/savedFromQuickStart";
import { WelcomeDialog } from "../../registration/WelcomeDialog";
import { ConvertedNotice } from "../conversion/ConvertedNotice";
import { LegacyEditorPage } from "../legacy/LegacyEditorPage";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { DraftOffer } from "./draft/DraftOffer";
import { siteDraftKey, siteDraftOffer, type SiteDraftOffer } from "./draft/siteDraftStorage";
import { useKeptSiteDraft } from "./draft/useKeptSiteDraft";
import { editorTitle } from "./editorTitle";
import { EditorNotice } from "./EditorNotice";
import { storedSiteSave } from "./editorBarParts";
import { EditorScreen } from "./EditorScreen";
import { LeaveGuard } from "./LeaveGuard";
import { EDITOR_TEXTS } from "./texts";
import { useSiteDraft } from "./useSiteDraft";
import { StaleSaveDialog } from "./staleSave/StaleSaveDialog";
import { useStaleSave } from "./staleSave/useStaleSave";

/**
 * /redigera/:siteId (spec 3, Editor screen): the owner's stored site in the editor. Arriving
 * from quick start, it confirms the save and welcomes the new owner. Unsaved changes are kept
 * in this browser, and offered back on the next visit. A legacy site opens in the legacy editor.
 */
export function EditorPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const { t } = useI18n();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const site = useEditorSite(siteId);
  const newer = site.data && !isLegacyEditorSite(site.data) ? site.data : undefined;
  const { draft, stored, dirty, loaded, update, saved } = useSiteDraft();
  const me = useMe();
  const storageKey = me.data ? siteDraftKey(me.data.mail, siteId) : null;
  // Looked for once, when both the stored site and the account are known; null once answered.
  const [offer, setOffer] = useState<SiteDraftOffer | null>();
  if (offer === undefined && storageKey && stored) setOffer(siteDraftOffer(localStorage, storageKey, stored));
  const discardKept = useKeptSiteDraft({ storageKey, draft, stored, dirty, paused: offer !== null });
  const savedFromQuickStart = useSavedFromQuickStart();
  const [welcoming, setWelcoming] = useState(savedFromQuickStart);
  const [confirming, setConfirming] = useState(savedFromQuickStart);

  useEffect(() => {
    if (newer) loaded(newer);
  }, [newer, loaded]);
  useLoadError(site.error, texts.loadFailed);

  const stale = useStaleSave();
  const save = useMutation({
    mutationFn: ({ document, baseVersionId }: { document: SiteDocument; baseVersionId: string | null }) => saveSite(siteId, document, baseVersionId),
    onSuccess: (stored, sent) => {
      queryClient.setQueryData(editorSiteKey(siteId), stored);
      saved(sent.document, stored);
      stale.clear();
      // Saving answers the offer too: what is stored now is the owner's choice.
      setOffer(null);
    },
    onError: (error, sent) => {
      if (!stale.refused(error, sent.document, stale.current?.theirs ?? stored)) showError(error, texts.saveFailed);
    },
  });

  if (site.data && isLegacyEditorSite(site.data)) return <LegacyEditorPage siteId={siteId} site={site.data} />;
  if (!newer || !draft) return site.isPending ? <p className="muted">{t.common.loading}</p> : null;

  return (
    <EditorScreen
      siteId={siteId}
      site={newer}
      draft={draft}
      update={update}
      title={editorTitle(newer, texts)}
      chooseAddressPath={newer.active ? null : `/redigera/${siteId}/valj-adress`}
      save={storedSiteSave(save.isPending, dirty, texts, () => save.mutate({ document: draft, baseVersionId: newer.versionId }))}
      notice={
        <>
          <ConvertedNotice siteId={siteId} />
          {confirming && (
            <EditorNotice tone="success" closeLabel={texts.closeNotice} onClose={() => setConfirming(false)}>
              {texts.savedFromQuickStart}
            </EditorNotice>
          )}
          {offer && (
            <DraftOffer
              offer={offer}
              onRestore={() => {
                update(() => offer.document);
                setOffer(null);
              }}
              onDiscard={() => {
                discardKept();
                setOffer(null);
              }}
            />
          )}
        </>
      }
    >
      <LeaveGuard dirty={dirty} onLeave={discardKept} />
      {stale.current && (
        <StaleSaveDialog
          key={stale.current.versionId}
          stale={stale.current}
          saving={save.isPending}
          onMerge={(merged) => {
            // The merged page becomes the draft, so the stored answer replaces it once saved.
            update(() => merged);
            save.mutate({ document: merged, baseVersionId: stale.current!.versionId });
          }}
          onReload={() => {
            if (stored) update(() => stored);
            discardKept();
            stale.clear();
            void queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
          }}
        />
      )}
      <WelcomeDialog open={welcoming} siteId={siteId} onContinue={() => setWelcoming(false)} />
    </EditorScreen>
  );
}
