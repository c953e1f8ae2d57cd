import { createContext, useContext, useEffect } from "react";

/** Shows the app-wide error dialog for a failed call, with a translated text for what failed. */
export type ShowError = (error: unknown, action?: string) => void;

export const ShowErrorContext = createContext<ShowError | null>(null);

export function useShowError(): ShowError {
  const showError = useContext(ShowErrorContext);
  if (!showError) throw new Error("useShowError needs an ErrorDialogProvider");
  return showError;
}

/** A failed load opens the error dialog once per error, saying what could not be loaded. */
export function useLoadError(error: unknown, action: string): void {
  const showError = useShowError();
  useEffect(() => {
    if (error) showError(error, action);
  }, [error, action, showError]);
}
