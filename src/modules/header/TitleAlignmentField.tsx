import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { HEADER_EDITOR_TEXTS } from "./editorTexts";
import { movedTitleAlignment, type TitleAlignment } from "./titleAlignment";

/** theme9's title position on the photo, moved up or down a place at a time (wrapping). */
export function TitleAlignmentField({ value, onChange }: { value: TitleAlignment; onChange: (value: TitleAlignment) => void }) {
  const texts = useOwnerTexts(HEADER_EDITOR_TEXTS);
  return (
    <fieldset className="title-alignment">
      <legend className="title-alignment__legend">{texts.alignment}</legend>
      <div className="title-alignment__row">
        <button type="button" className="button button--secondary" onClick={() => onChange(movedTitleAlignment(value, -1))}>
          <span aria-hidden="true">↑</span> {texts.moveUp}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChange(movedTitleAlignment(value, 1))}>
          <span aria-hidden="true">↓</span> {texts.moveDown}
        </button>
        <output className="title-alignment__place" aria-live="polite">
          {texts.positions[value]}
        </output>
      </div>
    </fieldset>
  );
}
