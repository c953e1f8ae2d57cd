import { useAppConfig } from "../../app/appConfig";
import { fontStylesheets } from "../../site/design/fonts";
import { SitePage } from "../../site/SitePage";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { EmptySitePrompt } from "./EmptySitePrompt";
import { keepLinksInert } from "./inertLinks";
import { ModuleTools, type ModuleActions } from "./ModuleTools";
import { useSiteEditor } from "./siteEditorContext";
import { EDITOR_TEXTS } from "./texts";

interface EditorCanvasProps {
  editMode: boolean;
  actions: ModuleActions;
  onEditMenu: () => void;
  onAddAtEnd: () => void;
}

/**
 * The draft as guests will see it (the guest page's own SitePage), with the editor's tools on
 * each module and by the menu in edit mode; an empty page asks for its first module.
 */
export function EditorCanvas({ editMode, actions, onEditMenu, onAddAtEnd }: EditorCanvasProps) {
  const { siteId, site, document, language } = useSiteEditor();
  const { brand } = useAppConfig();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const empty = document.siteModules.length === 0;

  return (
    <div className="site-editor__canvas" onClickCapture={editMode ? keepLinksInert : undefined}>
      {editMode && empty ? (
        <EmptySitePrompt onAdd={onAddAtEnd} />
      ) : (
        <SitePage
          siteId={siteId}
          document={document}
          language={language}
          reservations={site.giftRegistryReservations}
          contactMail={brand.contactMail}
          editMode={editMode}
          editAvailable
          embedded
          menuTools={
            editMode && (
              <div className="site-editor__menu-tools">
                <button type="button" className="module-tools__button module-tools__button--main" onClick={onEditMenu}>
                  {texts.editMenu}
                </button>
              </div>
            )
          }
          moduleTools={
            editMode
              ? (module, place) => <ModuleTools module={module} {...place} actions={actions} />
              : undefined
          }
        />
      )}
      {editMode && !empty && (
        <div className="site-editor__add-end">
          <button type="button" className="button button--secondary" onClick={onAddAtEnd}>
            {texts.addAtEnd}
          </button>
        </div>
      )}
      {fontStylesheets(document).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </div>
  );
}
