import { useId } from "react";
import "./rangeField.css";

interface RangeFieldProps {
  label: string;
  /** A line under the slider, read out with it. */
  hint?: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

/** A labelled slider with its value written beside it. */
export function RangeField({ label, hint, min, max, value, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="field range-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="range-field__row">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id} className="range-field__value">
          {value}
        </output>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
