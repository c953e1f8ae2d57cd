import type { SiteImage as Image } from "../../../domain/site/common";

/** The original's width in srcset, so the browser only picks it for very large screens. */
const ORIGINAL_WIDTH = 4000;

export function imageUrl(image: Image, fileName = image.fileName): string {
  return `${image.path}${fileName}`;
}

/** The largest stored size (the original when there is none): sharp, yet lighter than the original. */
export function largestImageUrl(image: Image): string {
  const largest = [...image.sizes].sort((a, b) => b.size - a.size)[0];
  return imageUrl(image, largest?.fileName);
}

export function imageSrcSet(image: Image): string {
  const sizes = [...image.sizes].sort((a, b) => a.size - b.size).map((entry) => `${imageUrl(image, entry.fileName)} ${entry.size}w`);
  return [...sizes, `${imageUrl(image)} ${image.width ?? ORIGINAL_WIDTH}w`].join(", ");
}

/**
 * A site image with every stored size in srcset. `sizes` tells the browser how wide it is
 * shown; `priority` marks the first image (eager, high fetch priority, preloaded by the server).
 */
export function SiteImage({ image, sizes, alt = "", priority = false, className }: { image: Image; sizes: string; alt?: string; priority?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={largestImageUrl(image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
