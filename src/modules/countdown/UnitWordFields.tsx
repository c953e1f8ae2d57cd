import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { TextField } from "../../kit/ui/fields";
import { COUNTDOWN_UNITS } from "./countdown";
import { COUNTDOWN_EDITOR_TEXTS } from "./editorTexts";
import type { CountdownUnitLabels } from "./schema";

/** The owner's own words under the numbers (a legacy countdown's textDays…, spec 2), one field per unit. */
export function UnitWordFields({ labels, onChange }: { labels: CountdownUnitLabels; onChange: (labels: CountdownUnitLabels) => void }) {
  const texts = useOwnerTexts(COUNTDOWN_EDITOR_TEXTS);
  return (
    <fieldset className="field-group">
      <legend className="field__label">{texts.unitWords}</legend>
      {COUNTDOWN_UNITS.map((unit) => (
        <TextField key={unit} label={texts.units[unit]} value={labels[unit]} maxLength={100} onChange={(event) => onChange({ ...labels, [unit]: event.target.value })} />
      ))}
    </fieldset>
  );
}
