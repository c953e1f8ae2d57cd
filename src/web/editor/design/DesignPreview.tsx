import type { SiteDocument } from "../../../modules/siteDocument";
import { designAttributes } from "../../../kit/guestPage/design/designAttributes";
import { SiteGraphic } from "../../site/design/SiteGraphic";
import "./designPreview.css";
import previewPhoto from "./preview-photo.webp";

interface DesignPreviewProps {
  document: SiteDocument;
  title: string;
  line: string;
  button: string;
}

/**
 * A small picture of the page in a given design: the guest page's own theme, colours, fonts
 * and graphic on a scaled-down header photo (a CC0 photograph, docs/photos.md), title, line,
 * button and card. Decorative: the choice it illustrates carries the name.
 */
export function DesignPreview({ document, title, line, button }: DesignPreviewProps) {
  const { className, style } = designAttributes(document);
  return (
    <div className="design-sample" aria-hidden="true">
      <div className={`${className} design-sample__page`} style={style}>
        {document.siteGraphic && <SiteGraphic name={document.siteGraphic} />}
        <div className="design-sample__header">
          <div className="design-sample__media">
            <img className="design-sample__photo" src={previewPhoto} alt="" width={800} height={450} decoding="async" />
          </div>
        </div>
        <div className="module design-sample__module">
          <div className="module__title">{title}</div>
          <p>{line}</p>
          <span className="site-button">{button}</span>
        </div>
        <div className="module design-sample__module">
          <div className="site-card design-sample__card">
            <span />
            <span />
          </div>
        </div>
      </div>
    </div>
  );
}
