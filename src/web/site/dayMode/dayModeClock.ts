/** Where the rendered day mode says when it next changes, and the server's clock at the render (ms). */
export const DAY_MODE_CHANGES = "data-day-mode-changes";
export const DAY_MODE_RENDERED_AT = "data-rendered-at";

/**
 * Reloads the page when its day mode changes (an event starts or ends), reckoned from the
 * server's clock at the render plus the time since this page loaded, never the device's own
 * clock. The page is rendered anew for the new moment (the open page's cache is keyed on it), so
 * the browser keeps no copy of the schedule's logic; the reload keeps the reader's place.
 */
export function followDayMode(): void {
  const panel = document.querySelector(`[${DAY_MODE_CHANGES}]`);
  if (!panel) return;
  const changes = Number(panel.getAttribute(DAY_MODE_CHANGES));
  const renderedAt = Number(panel.getAttribute(DAY_MODE_RENDERED_AT));
  // A second after the change; never sooner than a second from now.
  const wait = Math.max(changes - renderedAt - performance.now(), 0) + 1000;
  setTimeout(() => location.reload(), wait);
}
