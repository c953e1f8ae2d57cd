import { errorMessage } from "../../domain/errors";
import { toClientError } from "../errors/toClientError";
import { useI18n } from "../i18n/useI18n";

/**
 * An error box where the call failed (spec 3, section 8): what failed, then the server's
 * reason when it says more than that, and what the owner can do (a hint, try again).
 */
interface OrderErrorProps {
  text: string;
  error: unknown;
  /** What the owner can do about it. */
  hint?: string;
  action?: { label: string; onClick: () => void };
}

export function OrderError({ text, error, hint, action }: OrderErrorProps) {
  const { language } = useI18n();
  const reason = errorMessage(toClientError(error), language);
  return (
    <div className="notice notice--error order-error" role="alert">
      <p>
        <strong>{text}</strong>
        {reason !== text && ` ${reason}`}
      </p>
      {hint && <p>{hint}</p>}
      {action && (
        <button type="button" className="button button--secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
