import { reportError } from "./reportError";

/** Reports errors that nothing in the app caught; installed before React starts. */
export function installGlobalErrorReporting(): void {
  window.addEventListener("error", (event) => reportError(event.error ?? event.message, "window error"));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandled rejection"));
}
