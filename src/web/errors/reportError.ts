import type { LogEntry } from "../../domain/accounts";
import { api } from "../../kit/api/client";

const reported = new WeakSet<object>();

/** Sends an unhandled client error to POST /api/logs/; a failing log call only goes to the console (spec 1, section 8). */
export function reportError(error: unknown, info?: string): void {
  if (typeof error === "object" && error !== null) {
    // React in development and both window listeners may hand over the same error twice.
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  const entry: LogEntry = {
    url: window.location.href,
    severity: 3,
    originId: "web",
    userAgent: navigator.userAgent,
    errorObject: { message, ...(stack ? { stack } : {}) },
    ...(info ? { info } : {}),
  };
  api.post("/api/logs/", entry).catch((logError: unknown) => console.error("The error report could not be sent", logError));
}
