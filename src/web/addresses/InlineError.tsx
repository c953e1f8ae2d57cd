import { errorMessage } from "../../domain/errors";
import { toClientError } from "../errors/toClientError";
import { useI18n } from "../i18n/useI18n";

/** A failed call said where it happened: what failed, then the server's description (spec 3, section 8). */
export function InlineError({ text, error }: { text: string; error: unknown }) {
  const { language } = useI18n();
  return (
    <p className="notice notice--error" role="alert">
      {text} {errorMessage(toClientError(error), language)}
    </p>
  );
}
