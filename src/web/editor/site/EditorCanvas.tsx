import { useAppConfig } from "../../app/appConfig";
import { fontStylesheets } from "../../site/design/fonts";
import { SitePage } from "../../site/SitePage";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import type { PreviewWidth } from "./EditorActionBar";
import { EmptySitePrompt } from "./EmptySitePrompt";
import { keepLinksInert } from "./inertLinks";
import { ModuleTools, type ModuleActions } from "./ModuleTools";
import { PhonePreview } from "./PhonePreview";
import { useSiteEditor } from "./siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

interface EditorCanvasProps {
  editMode: boolean;
  actions: ModuleActions;
  onAddAtEnd: () => void;
  /** Review mode only: "phone" shows the page in a phone-wide frame. */
  previewWidth: PreviewWidth;
}

/**
 * The draft as guests will see it (the guest page's own SitePage), with the editor's tools on
 * each module in edit mode; an empty page asks for its first module. Review mode can show it
 * at a phone's width.
 */
export function EditorCanvas({ editMode, actions, onAddAtEnd, previewWidth }: EditorCanvasProps) {
  const { siteId, site, document, language } = useSiteEditor();
  const { brand } = useAppConfig();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const empty = document.siteModules.length === 0;
  const page = (
    <SitePage
      siteId={siteId}
      document={document}
      language={language}
      reservations={site.giftRegistryReservations}
      contactMail={brand.contactMail}
      editMode={editMode}
      editAvailable
      embedded
      moduleTools={editMode ? (module, place) => <ModuleTools module={module} {...place} actions={actions} /> : undefined}
    />
  );
  const fonts = fontStylesheets(document);

  return (
    <div className="site-editor__canvas" onClickCapture={editMode ? keepLinksInert : undefined}>
      {editMode && empty ? (
        <EmptySitePrompt onAdd={onAddAtEnd} />
      ) : !editMode && previewWidth === "phone" ? (
        <PhonePreview>{page}</PhonePreview>
      ) : (
        page
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
