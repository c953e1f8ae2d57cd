import { useCallback, useState, type ReactNode } from "react";
import { ErrorDialog } from "./ErrorDialog";
import { ShowErrorContext } from "../../kit/errors/useShowError";

/** One error dialog for the whole app, so any failing call can show it. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ error: unknown; action?: string } | null>(null);
  // The dialog remembers which error the user closed, so setting the same one again keeps it closed.
  const showError = useCallback((error: unknown, action?: string) => setShown({ error, action }), []);
  return (
    <ShowErrorContext value={showError}>
      {children}
      <ErrorDialog error={shown?.error ?? null} action={shown?.action} />
    </ShowErrorContext>
  );
}
