/** Resolves when a stylesheet link has loaded (or failed: a missing font must not hold the print forever). */
const sheetLoaded = (link: HTMLLinkElement) =>
  link.sheet ? Promise.resolve() : new Promise<void>((resolve) => ["load", "error"].forEach((type) => link.addEventListener(type, () => resolve(), { once: true })));

/** Resolves when an image has loaded or failed; a failed one shows the failure state instead. */
const imageSettled = (image: HTMLImageElement) =>
  image.complete ? Promise.resolve() : new Promise<void>((resolve) => ["load", "error"].forEach((type) => image.addEventListener(type, () => resolve(), { once: true })));

/**
 * What the print renderer waits for (spec 3, /print-pdf): the font stylesheets, then every font
 * the laid-out card uses (document.fonts.ready, after a frame so the fonts are asked for), and
 * every image within `root`, each loaded or settled as failed.
 */
export async function whenPrintReady(root: HTMLElement): Promise<void> {
  await Promise.all([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(sheetLoaded));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  await Promise.all([...root.querySelectorAll("img")].map(imageSettled));
  // An image that failed was swapped for its failure state in a re-render; let that settle too.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
}
