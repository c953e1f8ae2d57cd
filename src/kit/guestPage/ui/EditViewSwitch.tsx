import { useId } from "react";

/**
 * Edit mode only (spec 2): which of a module's guest views the owner looks at on the canvas
 * (the gift registry's start button or list, the legacy forms' start button, form or confirmation).
 */
export function EditViewSwitch<V extends string>({ legend, choices, view, onView }: { legend: string; choices: readonly (readonly [V, string])[]; view: V; onView: (view: V) => void }) {
  const name = useId();
  return (
    <fieldset className="edit-views">
      <legend className="edit-views__label">{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="edit-views__view">
          <input type="radio" name={name} value={value} checked={view === value} onChange={() => onView(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
