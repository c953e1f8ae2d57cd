import { createContext, useContext } from "react";

/** Shows the app-wide error dialog for a failed call, with a translated text for what failed. */
export type ShowError = (error: unknown, action?: string) => void;

export const ShowErrorContext = createContext<ShowError | null>(null);

export function useShowError(): ShowError {
  const showError = useContext(ShowErrorContext);
  if (!showError) throw new Error("useShowError needs an ErrorDialogProvider");
  return showError;
}
