import { useContext, useEffect, useRef, useState } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { uiLanguageFor } from "../../../domain/languages";
import { FAULT_TEXTS } from "../faults/texts";
import { SiteContext } from "../SiteContext";

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

/** The spec's image-load failure (spec 2, section 8) in the image's place, in the site's language (the owner's outside a site). */
export function FailedImage({ width, height, className }: { width?: number | null; height?: number | null; className?: string }) {
  const site = useContext(SiteContext);
  const text = FAULT_TEXTS[site?.uiLanguage ?? uiLanguageFor(document.documentElement.lang)].imageFailed;
  // The image's own shape, unless the place it is shown in gives one (a cropped header, a round portrait).
  const ratio = width && height ? { "--image-ratio": `${width} / ${height}` } : undefined;
  return (
    <span className={`site-image-failed ${className ?? ""}`} style={ratio as React.CSSProperties} role="img" aria-label={text}>
      <span className="site-image-failed__content">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l2.5-2.5L20 17M3 3l18 18" />
        </svg>
        <span aria-hidden="true">{text}</span>
      </span>
    </span>
  );
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
