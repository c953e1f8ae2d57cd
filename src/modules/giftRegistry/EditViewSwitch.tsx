import { useId } from "react";
import { useTexts } from "../../web/site/SiteContext";
import { GIFT_TEXTS } from "./texts";

export type GiftView = "START" | "LIST";

/** Edit mode only (spec 2): the owner looks at the start button (0) or the list (1) guests will see. */
export function EditViewSwitch({ view, onView }: { view: GiftView; onView: (view: GiftView) => void }) {
  const texts = useTexts(GIFT_TEXTS);
  const name = useId();
  const choices: [GiftView, string][] = [
    ["START", texts.editStart],
    ["LIST", texts.editList],
  ];
  return (
    <fieldset className="gift-registry__views">
      <legend className="gift-registry__views-label">{texts.editViews}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="gift-registry__view">
          <input type="radio" name={name} value={value} checked={view === value} onChange={() => onView(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
