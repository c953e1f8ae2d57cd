import type { Page } from "playwright-core";

/** What the guest's header photo shows: the box, the chosen file's own width and ratio, and its crop position. */
export async function headerPhoto(page: Page) {
  const image = page.locator(".header__image");
  return image.evaluate(async (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // naturalWidth of a srcset image is scaled to `sizes`; the chosen file's own width is read apart.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return { style: getComputedStyle(img).objectPosition, natural: file.naturalWidth, height: box.height, width: box.width, ratio: file.naturalWidth / file.naturalHeight, dpr: devicePixelRatio };
  });
}

/** The pixels a cover crop needs: the box's height × the photo's ratio (or the box's width, if wider), at the screen's density. */
export const neededWidth = (shown: Awaited<ReturnType<typeof headerPhoto>>) => Math.max(shown.width, shown.height * shown.ratio) * shown.dpr;
