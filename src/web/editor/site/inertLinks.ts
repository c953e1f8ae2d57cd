import type { MouseEvent } from "react";

/**
 * In edit mode a link in the page's content does not take the owner away from the editor
 * (spec 2): a click, or Enter on a focused link (which the browser turns into a click), is
 * stopped before the browser follows it. In-page anchors of the menu still scroll; the click
 * itself still reaches the module, so it opens the module's editor as before.
 */
export function keepLinksInert(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link && !link.getAttribute("href")!.startsWith("#")) event.preventDefault();
}
