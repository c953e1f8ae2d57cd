import type { CardPage } from "../../../domain/print/layouts";
import { PaletteIcon } from "../../editor/site/actionBarIcons";
import { useOwnerTexts } from "../../editor/fields/useOwnerTexts";
import { EyeIcon, PencilIcon } from "../../ui/icons";
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
  save: { status: string; wanted: boolean; enabled: boolean; onSave: () => void };
}

const Label = ({ text }: { text: string }) => <span className="editor-bar__label">{text}</span>;

/**
 * The card editor's bar (spec 3, Card editor): Redigera/Förhandsgranska, Framsida/Baksida,
 * Design, Granska, Beställ and Spara, which stands out while there is something to save.
 */
export function CardActionBar({ editMode, onEditMode, page, onPage, designOpen, onDesign, onReview, onOrder, save }: CardActionBarProps) {
  const texts = useOwnerTexts(CARD_TEXTS);
  return (
    <div className="editor-bar">
      <div className="editor-bar__row" role="toolbar" aria-label={texts.toolbar}>
        <div className="editor-bar__group editor-bar__mode">
          <button type="button" className="editor-bar__toggle" aria-pressed={editMode} onClick={() => onEditMode(true)}>
            <PencilIcon />
            <Label text={texts.edit} />
          </button>
          <button type="button" className="editor-bar__toggle" aria-pressed={!editMode} onClick={() => onEditMode(false)}>
            <EyeIcon />
            <Label text={texts.preview} />
          </button>
        </div>
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
            <Label text={texts.design} />
          </button>
          <button type="button" className="button button--ghost" onClick={onReview}>
            {texts.review}
          </button>
          <button type="button" className="button button--secondary" disabled={!onOrder} onClick={onOrder ?? undefined}>
            {texts.order}
          </button>
        </div>
        <div className="editor-bar__save">
          <span className="editor-bar__status" role="status">
            {save.status}
          </span>
          <button type="button" className={save.wanted ? "button button--primary" : "button button--secondary"} disabled={!save.enabled} onClick={save.onSave}>
            {texts.save}
          </button>
        </div>
      </div>
    </div>
  );
}
