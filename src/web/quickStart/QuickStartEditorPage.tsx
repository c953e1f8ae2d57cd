import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { MeResponse } from "../../domain/accounts";
import { QUICK_START_SITE_ID } from "../../domain/quickStart";
import { useQuickStartSite } from "../api/quickStart";
import { editBasePath } from "../editor/editBasePath";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { EditorNotice } from "../editor/site/EditorNotice";
import { EditorScreen } from "../editor/site/EditorScreen";
import { EDITOR_TEXTS } from "../editor/site/texts";
import { useSiteDraft } from "../editor/site/useSiteDraft";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { RegistrationDialog } from "../registration/RegistrationDialog";
import { usePageType } from "../ui/usePageType";
import { forgetWizardData } from "../wizard/wizardStorage";
import { forgetDraft, keepDraft, restoreDraft } from "./draftStorage";
import { QuickStartIntroDialog } from "./QuickStartIntroDialog";
import { SAVED_FROM_QUICK_START } from "./savedFromQuickStart";
import { startingPoint } from "./startingPoint";
import { QUICK_START_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** Bases whose intro has been shown since the app loaded: coming back from Visa OSA does not show it again. */
const introShown = new Set<string>();


/**
 * The editor without an account (spec 3, Quick start): the intro dialog first, the work kept
 * in this browser, and Save creating the account and its site from the page, then moving on
 * to the new site's editor.
 */
export function QuickStartEditorPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const texts = useOwnerTexts(QUICK_START_TEXTS);
  const editorTexts = useOwnerTexts(EDITOR_TEXTS);
  const { t } = useI18n();
  const pageType = usePageType();
  const base = editBasePath(pathname);
  // Read once: the page keeps its draft from here on.
  const [start] = useState(() => ({ ...startingPoint(base), openedAt: Date.now() }));
  const [kept] = useState(() => restoreDraft(localStorage, base, start.basis, start.openedAt));
  const source = useQuickStartSite(start.wizard);
  const { draft, dirty, loaded, update } = useSiteDraft();
  const [dialog, setDialog] = useState<"intro" | "register" | null>(() => {
    if (searchParams.get("registerAccount") === "true") return "register";
    // A kept draft means the visitor has been here before and read it.
    return kept || introShown.has(base) ? null : "intro";
  });
  /** Set once the account exists: the draft is not written back on the way out. */
  const saved = useRef(false);

  useEffect(() => {
    if (source.data) loaded(source.data.site, kept?.document);
  }, [source.data, loaded, kept]);
  useLoadError(source.error, editorTexts.loadFailed);

  useEffect(() => {
    if (!draft || saved.current) return;
    if (dirty) keepDraft(localStorage, base, { startedAt: kept?.startedAt ?? start.openedAt, basis: start.basis, document: draft });
    else forgetDraft(localStorage, base);
  }, [draft, dirty, base, kept, start]);

  const registered = (me: MeResponse) => {
    saved.current = true;
    forgetDraft(localStorage, base);
    forgetWizardData(sessionStorage);
    navigate(`/redigera/${me.site._id}/`, { state: SAVED_FROM_QUICK_START });
  };

  if (!source.data || !draft) return source.isPending ? <p className="muted">{t.common.loading}</p> : null;
  const ownSiteId = source.data.loggedInUsersSiteId;

  return (
    <EditorScreen
      siteId={QUICK_START_SITE_ID}
      site={source.data.site}
      draft={draft}
      update={update}
      title={texts.pageTitle}
      chooseAddressPath={null}
      save={{ status: texts.keptInBrowser, wanted: true, enabled: dialog !== "register", onSave: () => setDialog("register") }}
      notice={
        ownSiteId && (
          <EditorNotice tone="info">
            <span>{fill(texts.loggedIn, { pageType })}</span>
            <Link to={`/redigera/${ownSiteId}/`}>{texts.toOwnSite}</Link>
          </EditorNotice>
        )
      }
    >
      <QuickStartIntroDialog
        open={dialog === "intro"}
        fromWizard={start.wizard !== null}
        onClose={() => {
          introShown.add(base);
          setDialog(null);
        }}
      />
      <RegistrationDialog open={dialog === "register"} document={draft} onClose={() => setDialog(null)} onRegistered={registered} />
    </EditorScreen>
  );
}
