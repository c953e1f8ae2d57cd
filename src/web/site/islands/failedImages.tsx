import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { FailedImage } from "../../../kit/guestPage/ui/FailedImage";

const size = (img: HTMLImageElement, name: "width" | "height") => Number(img.getAttribute(name)) || null;

/** Puts the spec's failure state in place of an image that did not load, drawn by the component an island would use. */
function showFailed(img: HTMLImageElement) {
  const holder = document.createElement("span");
  flushSync(() => createRoot(holder).render(<FailedImage width={size(img, "width")} height={size(img, "height")} className={img.className} />));
  img.replaceWith(...holder.childNodes);
}

/**
 * The modules without interaction are HTML only, so nothing of React watches their images: this
 * does, for the ones that failed before the script ran and those that fail later (lazy ones).
 */
export function watchFailedImages(site: HTMLElement) {
  const outsideIslands = (target: EventTarget | null): target is HTMLImageElement => target instanceof HTMLImageElement && !target.closest("[data-island]");
  site.addEventListener("error", (event) => outsideIslands(event.target) && showFailed(event.target), true);
  for (const img of site.querySelectorAll("img")) if (outsideIslands(img) && img.complete && img.naturalWidth === 0) showFailed(img);
}
