import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { useMe } from "../../kit/api/accounts";
import { isStatus } from "../../kit/api/client";
import { editsSite, usePeople } from "../../kit/api/sitePeople";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { FeedbackDialog } from "../feedback/FeedbackDialog";
import { useI18n } from "../i18n/useI18n";
import { MenuIcon } from "../../kit/ui/icons";
import { Logo } from "../ui/Logo";
import { editBasePath, isQuickStart } from "./editBasePath";
import { HelpDialog } from "./HelpDialog";
import { readerMayOpen } from "./readerMenu";
import { SideMenu } from "./SideMenu";
import { useDrawer } from "./useDrawer";

const MENU_ID = "editor-menu";

/**
 * /redigera/:siteId/* and the quick-start bases: the side menu (a drawer on phones) around the
 * editor's pages. A site's editor needs its owner (logged out goes to /logga-in); quick start
 * needs no account. A toastmaster or helper (decision 101) gets a menu of what they read, and
 * any other page of the site sends them to Visa OSA.
 */
export function EditorLayout() {
  const { siteId } = useParams();
  const { pathname } = useLocation();
  const { brand } = useAppConfig();
  const { t } = useI18n();
  const showError = useShowError();
  const quickStart = isQuickStart(pathname);
  const me = useMe({ enabled: !quickStart });
  // A refusal here (another account's site) is left to the page, which says so.
  const people = usePeople(siteId ?? "", { enabled: !quickStart && siteId !== undefined });
  const role = quickStart ? undefined : people.data?.yourRole;
  const reader = role !== undefined && !editsSite(role);
  const drawer = useDrawer(MENU_ID);
  const [dialog, setDialog] = useState<"feedback" | "help" | null>(null);

  useEffect(() => {
    if (!quickStart && me.error && !isStatus(me.error, 401)) showError(me.error, t.errors.sessionLoadFailed);
  }, [quickStart, me.error, showError, t]);

  if (!quickStart && isStatus(me.error, 401)) return <Navigate to="/logga-in" replace />;
  const base = editBasePath(pathname, siteId);
  if (reader && !readerMayOpen(role, pathname.slice(base.length))) return <Navigate to={`${base}/visa-osa/`} replace />;
  const openDialog = (which: "feedback" | "help") => {
    drawer.closeToToggle();
    setDialog(which);
  };

  return (
    <div className="editor">
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      <header className="editor__topbar" inert={drawer.open}>
        <Logo brand={brand.brand} name={brand.name} />
        <button id={drawer.toggleId} type="button" className="button button--ghost" aria-expanded={drawer.open} aria-controls={MENU_ID} onClick={drawer.openDrawer}>
          <MenuIcon />
          {t.editor.openMenu}
        </button>
      </header>
      <SideMenu
        id={MENU_ID}
        basePath={base}
        quickStart={quickStart}
        role={role}
        accountPath={reader && me.data ? `/redigera/${me.data.site._id}/konto/` : `${base}/konto/`}
        open={drawer.open}
        onNavigate={drawer.closeToMain}
        onClose={drawer.closeToToggle}
        onFeedback={() => openDialog("feedback")}
        onHelp={() => openDialog("help")}
      />
      {/* A pointer convenience only: keyboard users have the drawer's close button and Escape. */}
      {drawer.open && <div className="editor__scrim" aria-hidden="true" onClick={drawer.closeToToggle} />}
      <main id="main" className="editor__main" tabIndex={-1} inert={drawer.open}>
        {!quickStart && (me.isPending || people.isPending) ? <p className="muted">{t.common.loading}</p> : <Outlet />}
      </main>
      <FeedbackDialog open={dialog === "feedback"} onClose={() => setDialog(null)} accountMail={me.data?.mail ?? ""} />
      <HelpDialog open={dialog === "help"} onClose={() => setDialog(null)} />
    </div>
  );
}
