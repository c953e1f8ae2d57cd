import { useId } from "react";
import type { EventLogo } from "../../../../domain/site/design";
import { CheckboxField } from "../../../../kit/ui/fields";

type OverridableColor = EventLogo["colorText"];

interface ColorOverrideFieldProps {
  toggleLabel: string;
  colorLabel: string;
  value: OverridableColor;
  onChange: (value: OverridableColor) => void;
}

/** A colour of the logo: the scheme's own, or one the owner picks once the box is ticked. */
export function ColorOverrideField({ toggleLabel, colorLabel, value, onChange }: ColorOverrideFieldProps) {
  const id = useId();
  return (
    <div className="color-override">
      <CheckboxField label={toggleLabel} checked={value.override} onChange={(event) => onChange({ ...value, override: event.target.checked })} />
      {value.override && (
        <div className="color-override__color">
          <input id={id} type="color" value={value.color} onChange={(event) => onChange({ ...value, color: event.target.value })} />
          <label htmlFor={id}>{colorLabel}</label>
        </div>
      )}
    </div>
  );
}
