import type { ReactNode } from "react";
import { ErrorBoundary } from "../ui/ErrorBoundary";

interface Props {
  moduleId: string;
  /** The message shown instead of the module, in the page's language. */
  message: string;
  onError: (error: Error, moduleId: string) => void;
  children: ReactNode;
}

/** One per module: a crash in one module shows the spec's message there and leaves the rest. */
export function ModuleErrorBoundary({ moduleId, message, onError, children }: Props) {
  return (
    <ErrorBoundary
      fallback={
        <p className="module-error" role="alert">
          {message}
        </p>
      }
      onError={(error) => onError(error, moduleId)}
    >
      {children}
    </ErrorBoundary>
  );
}
