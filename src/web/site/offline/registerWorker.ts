/**
 * Registers the site's service worker (decision 110) once the page has loaded and the browser is
 * idle, so the first visit is not slower. On its first install the page hands it the page's own
 * address and the same-origin files it already loaded, which the worker then keeps: the worker
 * only sees what is fetched after it.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = async () => {
    const firstInstall = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register("/sw.js");
    if (!firstInstall) return;
    const { active } = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    active?.postMessage({ type: "keep", urls: [location.href, ...loaded.filter((url) => url.startsWith(`${location.origin}/`))] });
  };
  // Offline pages are a help, never a fault the guest sees.
  const start = () => void register().catch(() => undefined);
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
