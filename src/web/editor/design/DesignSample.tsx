import { translate } from "../../../domain/languages";
import type { SiteDocument } from "../../../modules/siteDocument";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../site/siteEditorContext";
import { DesignPreview } from "./DesignPreview";
import { DESIGN_TEXTS } from "./texts";

/** The design drawer's picture of a choice: the site's own header title on it, or the brand's sample title. */
export function DesignSample({ document }: { document: SiteDocument }) {
  const { brand, language } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const header = document.siteModules.find((module) => module.siteModuleType === "Header");
  const title = translate(header?.title, language) || texts.sample.title[brand];
  return <DesignPreview document={document} title={title} line={texts.sample.line} button={texts.sample.button} />;
}
