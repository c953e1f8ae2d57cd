import { translate } from "../../../domain/languages";
import { longDate, readDateTime } from "../../../modules/starter/format";
import type { SiteDocument } from "../../../modules/siteDocument";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { DesignPreview } from "./DesignPreview";
import { DESIGN_TEXTS } from "./texts";

/** The day of the site's countdown as the page's language writes it, if it has one. */
function countdownDay(document: SiteDocument, language: string) {
  const countdown = document.siteModules.find((module) => module.siteModuleType === "Countdown");
  const when = countdown?.siteModuleType === "Countdown" && countdown.countdownDate ? readDateTime(countdown.countdownDate) : null;
  return when ? longDate(language, when) : "";
}

/**
 * The design drawer's picture of a choice, with the couple's own names and day: the header's
 * title and second line (or the countdown's date), the brand's sample texts only where the site
 * has none yet.
 */
export function DesignSample({ document }: { document: SiteDocument }) {
  const { brand, language } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const header = document.siteModules.find((module) => module.siteModuleType === "Header");
  const title = translate(header?.title, language) || texts.sample.title[brand];
  const line = (header?.siteModuleType === "Header" && translate(header.secondLine, language)) || countdownDay(document, language) || texts.sample.line;
  return <DesignPreview document={document} title={title} line={line} button={texts.sample.button} />;
}
