import { useRef } from "react";
import { TextField } from "../../../kit/ui/fields";
import { labelAfterBlur } from "./questionLists";

const MAX_LABEL = 500;

/** A question's or answer's label; every keystroke goes to the draft, and one left empty gets its earlier text back. */
export function LabelField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const atFocus = useRef(value);
  return (
    <TextField
      label={label}
      value={value}
      required
      maxLength={MAX_LABEL}
      onFocus={() => (atFocus.current = value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const label = labelAfterBlur(value, atFocus.current);
        if (label !== value) onChange(label);
      }}
    />
  );
}
