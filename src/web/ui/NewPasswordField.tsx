import { PASSWORD_MIN_LENGTH } from "../../domain/limits";
import { useI18n } from "../i18n/useI18n";
import { TextField } from "../../kit/ui/fields";
import { fill } from "../../domain/fill";

/** A field for choosing a password, with the minimum length the server also enforces. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <TextField
      label={label}
      hint={fill(t.common.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      name="password"
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      required
    />
  );
}
