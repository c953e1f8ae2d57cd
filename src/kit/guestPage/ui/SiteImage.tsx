import { useEffect, useRef, useState } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { FailedImage } from "./FailedImage";

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

/** Every stored size, and the original only where it is wider than all of them (a WebP as wide is lighter). */
export function imageSrcSet(image: Image): string {
  const stored = [...image.sizes].sort((a, b) => a.size - b.size);
  const sizes = stored.map((entry) => `${imageUrl(image, entry.fileName)} ${entry.size}w`);
  const originalWidth = image.width ?? ORIGINAL_WIDTH;
  return (originalWidth > (stored.at(-1)?.size ?? 0) ? [...sizes, `${imageUrl(image)} ${originalWidth}w`] : sizes).join(", ");
}

/**
 * A site image with every stored size in srcset. `sizes` tells the browser how wide it is
 * shown; `priority` marks the first image (eager, high fetch priority, preloaded by the server).
 * A file that fails to load is replaced by the spec's failure state. The image's focal point
 * places it in a cropped (object-fit: cover) box.
 */
export function SiteImage({ image, sizes, alt = "", priority = false, className }: { image: Image; sizes: string; alt?: string; priority?: boolean; className?: string }) {
  const src = largestImageUrl(image);
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered image may fail before hydration attaches onError: a finished load without pixels is a failure.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) return <FailedImage width={image.width} height={image.height} className={className} />;
  return (
    <img
      ref={ref}
      className={className}
      src={src}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      style={image.focalPoint && { objectPosition: `${image.focalPoint.x}% ${image.focalPoint.y}%` }}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
