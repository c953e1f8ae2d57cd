import { useState } from "react";
import { TextField } from "../../kit/ui/fields";
import { parseGiftAmount } from "./itemEditing";

interface AmountFieldProps {
  label: string;
  hint: string;
  invalidHint: string;
  amount: number | null;
  onChange: (amount: number | null) => void;
}

/** A price or goal in whole kronor: keeps what was typed, and stores it only once it is a valid amount (empty is none). */
export function AmountField({ label, hint, invalidHint, amount, onChange }: AmountFieldProps) {
  const [text, setText] = useState(amount === null ? "" : String(amount));
  const invalid = !parseGiftAmount(text).valid;

  const change = (typed: string) => {
    setText(typed);
    const parsed = parseGiftAmount(typed);
    if (parsed.valid) onChange(parsed.amount);
  };

  return (
    <div className={invalid ? "gift-item-editor__amount gift-item-editor__amount--invalid" : "gift-item-editor__amount"}>
      <TextField label={label} hint={invalid ? invalidHint : hint} inputMode="numeric" autoComplete="off" maxLength={12} aria-invalid={invalid || undefined} value={text} onChange={(event) => change(event.target.value)} />
    </div>
  );
}
