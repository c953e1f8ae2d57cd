import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import type { SiteDocument } from "../../../modules/siteDocument";
import { editorSiteKey, saveSite, useEditorSite } from "../../api/sites";
import { useLoadError, useShowError } from "../../errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { useSavedFromQuickStart } from "../../quickStart/savedFromQuickStart";
import { WelcomeDialog } from "../../registration/WelcomeDialog";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { editorTitle } from "./editorTitle";
import { EditorNotice } from "./EditorNotice";
import { EditorScreen } from "./EditorScreen";
import { LeaveGuard } from "./LeaveGuard";
import { EDITOR_TEXTS } from "./texts";
import { useSiteDraft } from "./useSiteDraft";

/**
 * /redigera/:siteId (spec 3, Editor screen): the owner's stored site in the editor. Arriving
 * from quick start, it confirms the save and welcomes the new owner.
 */
export function EditorPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const { t } = useI18n();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const site = useEditorSite(siteId);
  const { draft, dirty, loaded, update, saved } = useSiteDraft();
  const savedFromQuickStart = useSavedFromQuickStart();
  const [welcoming, setWelcoming] = useState(savedFromQuickStart);
  const [confirming, setConfirming] = useState(savedFromQuickStart);

  useEffect(() => {
    if (site.data) loaded(site.data);
  }, [site.data, loaded]);
  useLoadError(site.error, texts.loadFailed);

  const save = useMutation({
    mutationFn: (document: SiteDocument) => saveSite(siteId, document),
    onSuccess: (stored, sent) => {
      queryClient.setQueryData(editorSiteKey(siteId), stored);
      saved(sent, stored);
    },
    onError: (error) => showError(error, texts.saveFailed),
  });

  if (!site.data || !draft) return site.isPending ? <p className="muted">{t.common.loading}</p> : null;

  return (
    <EditorScreen
      siteId={siteId}
      site={site.data}
      draft={draft}
      update={update}
      title={editorTitle(site.data, texts)}
      chooseAddressPath={site.data.active ? null : `/redigera/${siteId}/valj-adress`}
      save={{
        status: save.isPending ? texts.saving : dirty ? texts.unsaved : texts.saved,
        wanted: dirty,
        enabled: dirty && !save.isPending,
        onSave: () => save.mutate(draft),
      }}
      notice={
        confirming && (
          <EditorNotice tone="success" closeLabel={texts.closeNotice} onClose={() => setConfirming(false)}>
            {texts.savedFromQuickStart}
          </EditorNotice>
        )
      }
    >
      <LeaveGuard dirty={dirty} />
      <WelcomeDialog open={welcoming} siteId={siteId} onContinue={() => setWelcoming(false)} />
    </EditorScreen>
  );
}
