import { uiLanguageFor } from "../../../domain/languages";
import { useAppConfig } from "../../../kit/app/appConfig";
import { fontStylesheets } from "../../../kit/guestPage/design/fonts";
import { menuEntries } from "../../site/menuEntries";
import { SitePage, type ModuleSectionProps } from "../../site/SitePage";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import type { PreviewWidth } from "./EditorActionBar";
import { moveModule } from "./documentEdits";
import { EmptySitePrompt } from "./EmptySitePrompt";
import { keepLinksInert } from "./inertLinks";
import { ModuleTools, type ModuleActions } from "./ModuleTools";
import { PhonePreview } from "./PhonePreview";
import { SortableItem } from "./reorder/SortableItem";
import { SortableList } from "./reorder/SortableList";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

interface EditorCanvasProps {
  editMode: boolean;
  actions: ModuleActions;
  onAddAtEnd: () => void;
  /** Review mode only: "phone" shows the page in a phone-wide frame. */
  previewWidth: PreviewWidth;
}

/** A module's section that its grip drags; the page keeps drawing it as a plain section. */
function SortableSection(props: ModuleSectionProps) {
  return <SortableItem id={props["data-module-id"]}>{(sortable) => <section {...props} {...sortable} />}</SortableItem>;
}

/**
 * The draft as guests will see it (the guest page's own SitePage), with the editor's tools on
 * each module in edit mode; an empty page asks for its first module. Review mode can show it
 * at a phone's width.
 */
export function EditorCanvas({ editMode, actions, onAddAtEnd, previewWidth }: EditorCanvasProps) {
  const { siteId, site, document, language, update } = useSiteEditor();
  const { brand, drawsMaps, swishCommerce } = useAppConfig();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const empty = document.siteModules.length === 0;
  const phonePreview = !editMode && previewWidth === "phone";
  const page = (
    <SitePage
      siteId={siteId}
      document={document}
      language={language}
      brand={brand.brand}
      reservations={site.giftRegistryReservations}
      contactMail={brand.contactMail}
      drawsMaps={drawsMaps}
      market={brand.market}
      swishCommerce={swishCommerce}
      editMode={editMode}
      editAvailable
      embedded
      moduleTools={editMode ? (module, place) => <ModuleTools module={module} {...place} actions={actions} /> : undefined}
      editPart={editMode ? actions.editPart : undefined}
      moduleSection={phonePreview ? undefined : SortableSection}
    />
  );
  // In edit mode every module is on the page, hidden ones too: the list is the document's.
  const entries = menuEntries(document.siteModules, language, true, SITE_TEXTS[uiLanguageFor(language)].noMenuTitle, document.language);
  const labels = new Map(entries.map((entry) => [entry.moduleId, entry.label]));
  const fonts = fontStylesheets(document);

  return (
    <div className="site-editor__canvas" onClickCapture={editMode ? keepLinksInert : undefined}>
      {editMode && empty ? (
        <EmptySitePrompt onAdd={onAddAtEnd} />
      ) : phonePreview ? (
        <PhonePreview>{page}</PhonePreview>
      ) : (
        // In review mode too, so switching modes keeps the page mounted (a guest form half filled
        // stays filled); only edit mode draws the grips that start a drag.
        <SortableList
          ids={entries.map((entry) => entry.moduleId)}
          labelOf={(id) => labels.get(id) ?? ""}
          onMove={(id, by) => update((draft) => moveModule(draft, id, by))}
        >
          {page}
        </SortableList>
      )}
      {editMode && !empty && (
        <div className="site-editor__add-end">
          <button type="button" className="button button--secondary" onClick={onAddAtEnd}>
            {texts.addAtEnd}
          </button>
        </div>
      )}
      {fonts.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </div>
  );
}
