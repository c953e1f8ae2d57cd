/** Sends a guest-page error to the log endpoint (severity 3); a failing report only logs to the console. */
export function reportSiteError(error: Error, info: Record<string, unknown>): void {
  const entry = {
    url: window.location.href,
    severity: 3,
    originId: "site",
    userAgent: navigator.userAgent,
    errorObject: { message: error.message.slice(0, 10_000), stack: error.stack?.slice(0, 10_000) },
    info: JSON.stringify(info).slice(0, 10_000),
  };
  fetch("/api/logs/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(entry) }).catch((failure) =>
    console.warn("could not report error", failure),
  );
}
