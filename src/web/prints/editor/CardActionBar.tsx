import type { CardPage } from "../../../domain/print/layouts";
import { PaletteIcon } from "../../editor/site/actionBarIcons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { BarLabel, EditModeToggle, SaveButton, type SaveState } from "../../editor/site/editorBarParts";
import { CARD_TEXTS } from "../cardTexts";

interface CardActionBarProps {
  editMode: boolean;
  onEditMode: (editMode: boolean) => void;
  page: CardPage;
  onPage: (page: CardPage) => void;
  designOpen: boolean;
  onDesign: () => void;
  onReview: () => void;
  /** Null while the card is not stored: there is nothing to order yet. */
  onOrder: (() => void) | null;
  save: SaveState;
}


/**
 * The card editor's bar (spec 3, Card editor): Redigera/Förhandsgranska, Framsida/Baksida,
 * Design, Granska, Beställ and Spara, which stands out while there is something to save.
 */
export function CardActionBar({ editMode, onEditMode, page, onPage, designOpen, onDesign, onReview, onOrder, save }: CardActionBarProps) {
  const texts = useOwnerTexts(CARD_TEXTS);
  return (
    <div className="editor-bar">
      <div className="editor-bar__row" role="toolbar" aria-label={texts.toolbar}>
        <EditModeToggle editMode={editMode} onEditMode={onEditMode} editLabel={texts.edit} previewLabel={texts.preview} />
        <div className="editor-bar__group card-bar__pages" role="group" aria-label={texts.page}>
          {([1, 2] as const).map((each) => (
            <button key={each} type="button" className="editor-bar__toggle" aria-pressed={page === each} onClick={() => onPage(each)}>
              {each === 1 ? texts.front : texts.back}
            </button>
          ))}
        </div>
        <div className="editor-bar__group editor-bar__drawers">
          <button type="button" className="button button--ghost" aria-expanded={designOpen} onClick={onDesign}>
            <PaletteIcon />
            <BarLabel text={texts.design} />
          </button>
          <button type="button" className="button button--ghost" onClick={onReview}>
            {texts.review}
          </button>
          <button type="button" className="button button--secondary" disabled={!onOrder} onClick={onOrder ?? undefined}>
            {texts.order}
          </button>
        </div>
        <SaveButton save={save} label={texts.save} />
      </div>
    </div>
  );
}
