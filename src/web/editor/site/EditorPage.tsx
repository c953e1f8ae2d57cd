import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useParams } from "react-router";
import { insertBefore, moveBy, replaceById } from "../../../domain/lists";
import { translate } from "../../../domain/languages";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import type { ModuleChoice } from "../../../modules/moduleChoices";
import { createModule } from "../../../modules/newModule";
import type { SiteModule } from "../../../modules/siteModule";
import { editorSiteKey, saveSite, useEditorSite } from "../../api/sites";
import { useAppConfig } from "../../app/appConfig";
import { useLoadError, useShowError } from "../../errors/useShowError";
import { format } from "../../i18n/format";
import { useI18n } from "../../i18n/useI18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { PageTitle } from "../../ui/PageTitle";
import { DesignDrawer } from "../design/DesignDrawer";
import { editBasePath, isQuickStart } from "../editBasePath";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { MoreDrawer } from "../more/MoreDrawer";
import { AddModuleDialog } from "./AddModuleDialog";
import { EditorCanvas } from "./EditorCanvas";
import { editorTitle } from "./editorTitle";
import { removeModule } from "./documentEdits";
import { EditorActionBar, type EditorDrawer } from "./EditorActionBar";
import { LeaveGuard } from "./LeaveGuard";
import { MenuEditorDialog } from "./MenuEditorDialog";
import { ModuleEditorHost } from "./ModuleEditorHost";
import type { ModuleActions } from "./ModuleTools";
import { SiteEditorContext, type SiteEditor } from "./siteEditorContext";
import { EDITOR_TEXTS } from "./texts";
import { useSiteDraft } from "./useSiteDraft";
// The page is the guest page itself, with the editor's controls on it.
import "../../site/design/site.css";
import "./siteEditor.css";

/** Where the page scrolls a moved module to: 100 px below the top, clear of the bars (spec 2). */
const MOVE_SCROLL_OFFSET = 100;

function scrollToModule(moduleId: string) {
  requestAnimationFrame(() => {
    const section = document.querySelector(`[data-module-id="${CSS.escape(moduleId)}"]`);
    if (!section) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - MOVE_SCROLL_OFFSET, behavior: reduce ? "auto" : "smooth" });
  });
}

/** /redigera/:siteId (spec 3, Editor screen): the site as guests will see it, with edit controls, drawers and Save. */
export function EditorPage() {
  const { siteId = "" } = useParams();
  const { pathname } = useLocation();
  const { brand } = useAppConfig();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const { t } = useI18n();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const site = useEditorSite(siteId);
  const { draft, dirty, loaded, update, saved } = useSiteDraft();
  const [chosenLanguage, setLanguage] = useState<string>();
  const [editMode, setEditMode] = useState(true);
  const [drawer, setDrawer] = useState<EditorDrawer>(null);
  const [adding, setAdding] = useState<{ beforeId: string | null } | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SiteModule | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (site.data) loaded(site.data);
  }, [site.data, loaded]);
  useLoadError(site.error, texts.loadFailed);

  const languages = draft ? siteLanguageCodes(draft) : [];
  // A removed language leaves the switcher on the first one left.
  const language = chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : draft && languages.includes(draft.language) ? draft.language : (languages[0] ?? "sv");

  const save = useMutation({
    mutationFn: (document: NonNullable<typeof draft>) => saveSite(siteId, document),
    onSuccess: (stored, sent) => {
      queryClient.setQueryData(editorSiteKey(siteId), stored);
      saved(sent, stored);
    },
    onError: (error) => showError(error, texts.saveFailed),
  });

  const updateModule = useCallback(
    (moduleId: string, change: (module: SiteModule) => SiteModule) => update((document) => ({ ...document, siteModules: replaceById(document.siteModules, moduleId, change) })),
    [update],
  );
  const formsWithAnswers = site.data?.formsWithAnswers;
  const editor: SiteEditor | null = useMemo(
    () =>
      site.data && draft
        ? { siteId, brand: brand.brand, site: site.data, document: draft, language, setLanguage, update, updateModule, formsWithAnswers: new Set(formsWithAnswers) }
        : null,
    [siteId, brand.brand, site.data, draft, language, update, updateModule, formsWithAnswers],
  );

  const actions: ModuleActions = {
    edit: (module) => setEditingId(module.id),
    move: (module, by) => {
      update((document) => ({ ...document, siteModules: moveBy(document.siteModules, module.id, by) }));
      scrollToModule(module.id);
    },
    toggleHidden: (module) => updateModule(module.id, (each) => ({ ...each, hide: !each.hide })),
    remove: setRemoving,
    addBefore: (module) => setAdding({ beforeId: module.id }),
  };

  const add = (choice: ModuleChoice) => {
    const module = createModule(choice, languages);
    update((document) => ({ ...document, siteModules: insertBefore(document.siteModules, module, adding?.beforeId ?? null) }));
    setAdding(null);
    setEditingId(module.id);
    scrollToModule(module.id);
  };

  if (!editor) return site.isPending ? <p className="muted">{t.common.loading}</p> : null;

  const editing = editor.document.siteModules.find((module) => module.id === editingId);
  const quickStart = isQuickStart(pathname);
  const chooseAddressPath = !editor.site.active && !quickStart ? `${editBasePath(pathname, siteId)}/valj-adress` : null;

  return (
    <SiteEditorContext.Provider value={editor}>
      <PageTitle text={editorTitle(editor.site, texts)} />
      <h1 className="visually-hidden">{texts.pageTitle}</h1>
      <div className="site-editor">
        <EditorActionBar
          editMode={editMode}
          onEditMode={setEditMode}
          dirty={dirty}
          saving={save.isPending}
          onSave={() => save.mutate(editor.document)}
          drawer={drawer}
          onDrawer={setDrawer}
          chooseAddressPath={chooseAddressPath}
        />
        <EditorCanvas editMode={editMode} actions={actions} onEditMenu={() => setMenuOpen(true)} onAddAtEnd={() => setAdding({ beforeId: null })} />
      </div>
      <DesignDrawer open={drawer === "design"} onClose={() => setDrawer(null)} />
      <MoreDrawer open={drawer === "more"} onClose={() => setDrawer(null)} />
      <AddModuleDialog open={adding !== null} onChoose={add} onClose={() => setAdding(null)} />
      {editing && <ModuleEditorHost key={editing.id} module={editing} onClose={() => setEditingId(null)} />}
      {menuOpen && <MenuEditorDialog onClose={() => setMenuOpen(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        text={format(texts.removeText, { module: removing ? translate(removing.title, language) || translate(removing.menuTitle, language) : "" })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        onConfirm={() => {
          if (removing) update((document) => removeModule(document, removing.id));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <LeaveGuard dirty={dirty} />
    </SiteEditorContext.Provider>
  );
}
