import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { MAIL_MAX_LENGTH } from "../../domain/limits";

/** The optional address a guest gives to get one copy of the answer by mail. */
export function CopyField({ value, onChange, label, disabled }: { value: string; onChange: (value: string) => void; label: string; disabled: boolean }) {
  const id = useIslandId();
  return (
    <div className="site-field site-form__copy">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="email" name="email" autoComplete="email" maxLength={MAIL_MAX_LENGTH} disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
