import { useId } from "react";

interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

/** A labelled slider with its value written beside it. */
export function RangeField({ label, min, max, value, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="field range-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="range-field__row">
        <input id={id} type="range" min={min} max={max} step={1} value={value} onChange={(event) => onChange(Number(event.target.value))} />
        <output htmlFor={id} className="range-field__value">
          {value}
        </output>
      </div>
    </div>
  );
}
