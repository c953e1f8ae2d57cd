import { useContext } from "react";
import { uiLanguageFor } from "../../../domain/languages";
import { FAULT_TEXTS } from "../faults/texts";
import { SiteContext } from "../SiteContext";

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
