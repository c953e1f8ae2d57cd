import { useCallback, useMemo, useState, type ReactNode } from "react";
import { insertBefore, replaceById } from "../../../domain/lists";
import { translate } from "../../../domain/languages";
import type { EditorSite } from "../../../modules/editorSite";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import type { GuestModule } from "../../../modules/guestDocument";
import type { ModuleChoice } from "../../../modules/moduleChoices";
import { createModule } from "../../../modules/newModule";
import { sampleModules } from "../../../modules/sampleContent";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteModule } from "../../../modules/siteModule";
import { useAppConfig } from "../../../kit/app/appConfig";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { PageTitle } from "../../ui/PageTitle";
import { DesignDrawer } from "../design/DesignDrawer";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { MoreDrawer } from "../more/MoreDrawer";
import { AddModuleDialog } from "./AddModuleDialog";
import { EditorActionBar, type EditorDrawer, type PreviewWidth } from "./EditorActionBar";
import type { SaveState } from "./editorBarParts";
import { EditorCanvas } from "./EditorCanvas";
import { moveModule, removeModule } from "./documentEdits";
import { focusMissingTranslation } from "./missingTranslationJump";
import { MissingTranslationsWarning } from "./MissingTranslationsWarning";
import { MenuEditorDialog } from "./MenuEditorDialog";
import { ModuleEditorHost } from "./ModuleEditorHost";
import type { ModuleActions } from "./ModuleTools";
import { SiteEditorContext, type SiteEditor } from "../../../kit/editor/siteEditorContext";
import { EDITOR_TEXTS } from "./texts";
import { siteAddressUrl } from "../../addresses/siteAddressUrl";
// The page is the guest page itself, with the editor's controls on it.
import "../../site/design/site.css";
import "./siteEditor.css";
import { fill } from "../../../domain/fill";

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

interface EditorScreenProps {
  /** The id the editor's calls use: the site's own, or "quick-start" before there is an account. */
  siteId: string;
  site: EditorSite;
  draft: SiteDocument;
  update: (change: (document: SiteDocument) => SiteDocument) => void;
  /** What Save says and does: store the site, or (in quick start) create the account first. */
  save: SaveState;
  title: string;
  chooseAddressPath: string | null;
  /** A line between the action bar and the page (a confirmation, the way to one's own site). */
  notice?: ReactNode;
  /** The page's own dialogs and guards. */
  children?: ReactNode;
  /**
   * A legacy site's page (src/web/editor/legacy/): its own dialog for a module (RSVP3, Speech2),
   * the kinds of module it can add, with a line on why the others are not offered, and no
   * languages setting. A newer site's page leaves it out.
   */
  legacy?: LegacyEditing;
}

export interface LegacyEditing {
  /** The module's own dialog, or undefined for the newer editor of its type. */
  moduleEditor: (module: GuestModule, onClose: () => void) => ReactNode | undefined;
  moduleChoices: ModuleChoice[];
  moduleChoicesHint: string;
  /** Adds a kind the legacy shape keeps in a form of its own (RSVP3, Speech2) before `beforeId`, answering its id; undefined for the others. */
  addModule: (choice: ModuleChoice, beforeId: string | null) => string | undefined;
}

/**
 * The editor screen (spec 3, Editor screen): the site as guests will see it, with edit
 * controls, drawers and Save. Where the site comes from and what Save does belong to the page
 * around it (a stored site, or quick start).
 */
export function EditorScreen({ siteId, site, draft, update, save, title, chooseAddressPath, notice, children, legacy }: EditorScreenProps) {
  const { brand } = useAppConfig();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const [chosenLanguage, setLanguage] = useState<string>();
  const [editMode, setEditMode] = useState(true);
  const [drawer, setDrawer] = useState<EditorDrawer>(null);
  const [adding, setAdding] = useState<{ beforeId: string | null } | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editingPartId, setEditingPartId] = useState<string>();
  const [removing, setRemoving] = useState<GuestModule | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("desktop");
  const [samplesShown, setSamplesShown] = useState<string[] | null>(null);
  // Samples the couple chose to keep with "Spara ändå": asked about again only when another appears.
  const [samplesKept, setSamplesKept] = useState<string[]>([]);

  const languages = siteLanguageCodes(draft);
  // A removed language leaves the switcher on the first one left.
  const language = chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : languages.includes(draft.language) ? draft.language : (languages[0] ?? "sv");
  // What guests would see of the starter page's inventions, named before Save.
  const samples = sampleModules(draft).map((module) => `”${translate(module.title, language) || translate(module.menuTitle, language)}”`);

  const updateModule = useCallback(
    (moduleId: string, change: (module: SiteModule) => SiteModule) => update((document) => ({ ...document, siteModules: replaceById(document.siteModules, moduleId, change) })),
    [update],
  );
  const formsWithAnswers = site.formsWithAnswers;
  const editor: SiteEditor = useMemo(
    () => ({ siteId, brand: brand.brand, site, document: draft, language, setLanguage, update, updateModule, formsWithAnswers: new Set(formsWithAnswers), legacy: legacy !== undefined }),
    [siteId, brand.brand, site, draft, language, update, updateModule, formsWithAnswers, legacy],
  );

  const actions: ModuleActions = {
    edit: (module) => {
      setEditingPartId(undefined);
      setEditingId(module.id);
    },
    editPart: (moduleId, partId) => {
      setEditingPartId(partId);
      setEditingId(moduleId);
    },
    move: (module, by) => {
      update((document) => moveModule(document, module.id, by));
      scrollToModule(module.id);
    },
    toggleHidden: (module) => updateModule(module.id, (each) => ({ ...each, hide: !each.hide })),
    remove: setRemoving,
    addBefore: (module) => setAdding({ beforeId: module.id }),
  };

  const add = (choice: ModuleChoice) => {
    const beforeId = adding?.beforeId ?? null;
    let id = legacy?.addModule(choice, beforeId);
    if (id === undefined) {
      const module = createModule(choice, languages);
      update((document) => ({ ...document, siteModules: insertBefore(document.siteModules, module, beforeId) }));
      id = module.id;
    }
    setAdding(null);
    setEditingId(id);
    scrollToModule(id);
  };

  const editing = draft.siteModules.find((module) => module.id === editingId);

  return (
    <SiteEditorContext.Provider value={editor}>
      <PageTitle text={title} />
      <h1 className="visually-hidden">{texts.pageTitle}</h1>
      <div className="site-editor">
        <EditorActionBar
          editMode={editMode}
          onEditMode={setEditMode}
          save={{ ...save, onSave: () => (samples.some((sample) => !samplesKept.includes(sample)) ? setSamplesShown(samples) : save.onSave()) }}
          drawer={drawer}
          onDrawer={setDrawer}
          chooseAddressPath={chooseAddressPath}
          siteUrl={site.active && site.host ? siteAddressUrl(site.host) : null}
          onEditMenu={() => setMenuOpen(true)}
          previewWidth={previewWidth}
          onPreviewWidth={setPreviewWidth}
        />
        {notice}
        {!legacy && (
          <MissingTranslationsWarning
            document={draft}
            onJump={(missing) => {
              setLanguage(missing.language);
              setEditingId(missing.moduleId);
              void focusMissingTranslation(missing.original);
            }}
          />
        )}
        <EditorCanvas editMode={editMode} actions={actions} onAddAtEnd={() => setAdding({ beforeId: null })} previewWidth={previewWidth} />
      </div>
      <DesignDrawer open={drawer === "design"} onClose={() => setDrawer(null)} />
      <MoreDrawer open={drawer === "more"} onClose={() => setDrawer(null)} />
      <AddModuleDialog open={adding !== null} onChoose={add} onClose={() => setAdding(null)} choices={legacy?.moduleChoices} hint={legacy?.moduleChoicesHint} />
      {editing && (legacy?.moduleEditor(editing, () => setEditingId(null)) ?? <ModuleEditorHost key={editing.id} module={editing} partId={editingPartId} onClose={() => setEditingId(null)} />)}
      {menuOpen && <MenuEditorDialog onClose={() => setMenuOpen(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        text={fill(texts.removeText, { module: removing ? translate(removing.title, language) || translate(removing.menuTitle, language) : "" })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        onConfirm={() => {
          if (removing) update((document) => removeModule(document, removing.id));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={samplesShown !== null}
        title={texts.sampleTitle}
        text={fill(texts.sampleText, { modules: (samplesShown ?? []).join(", ") })}
        confirmLabel={texts.saveAnyway}
        cancelLabel={texts.backToPage}
        onConfirm={() => {
          setSamplesKept(samplesShown ?? []);
          setSamplesShown(null);
          save.onSave();
        }}
        onCancel={() => setSamplesShown(null)}
      />
      {children}
    </SiteEditorContext.Provider>
  );
}
