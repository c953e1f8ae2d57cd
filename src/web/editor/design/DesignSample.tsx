import { translate } from "../../../domain/languages";
import type { SiteDocument } from "../../../modules/siteDocument";
import { designAttributes } from "../../site/design/designAttributes";
import { SiteGraphic } from "../../site/design/SiteGraphic";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../site/siteEditorContext";
import { DESIGN_TEXTS } from "./texts";

/**
 * A small picture of the page in a given design: the guest page's own theme, colours, fonts
 * and graphic on a scaled-down title, line, button and card. Decorative: the choice it
 * illustrates carries the name.
 */
export function DesignSample({ document }: { document: SiteDocument }) {
  const { brand, language } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const { className, style } = designAttributes(document);
  const header = document.siteModules.find((module) => module.siteModuleType === "Header");
  const title = translate(header?.title, language) || texts.sample.title[brand];
  return (
    <div className="design-sample" aria-hidden="true">
      <div className={`${className} design-sample__page`} style={style}>
        {document.siteGraphic && <SiteGraphic name={document.siteGraphic} />}
        <div className="module design-sample__module">
          <div className="module__title">{title}</div>
          <p>{texts.sample.line}</p>
          <span className="site-button">{texts.sample.button}</span>
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
