import { applyDesignTemplate, designTemplatesFor } from "../../domain/site/designTemplates";
import { DEFAULT_DESIGN_TEMPLATE, type WizardData } from "../../domain/wizard";
import { readSiteDocument } from "../../modules/document/readSiteDocument";
import { DesignPreview } from "../editor/design/DesignPreview";
import { fontSampleSheets } from "../editor/design/fontSamples";
import { DESIGN_TEXTS } from "../editor/design/texts";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { previewTexts } from "./previewTexts";

/** A page with nothing on it but the defaults, to dress in each template. */
const BLANK = readSiteDocument({});

/** The top of the page in a template's look (its theme, fonts, colours and graphic), with what the wizard has been told. */
export function WizardPreview({ data, templateId }: { data: WizardData; templateId: string | null }) {
  const { language } = useI18n();
  const sample = useOwnerTexts(DESIGN_TEXTS).sample;
  const templates = designTemplatesFor("wedding");
  const template = templates.find((each) => each.id === (templateId ?? DEFAULT_DESIGN_TEMPLATE)) ?? templates[0]!;
  const { title, line } = previewTexts(data, language, { title: sample.title.wedding, line: sample.line });
  return (
    <>
      <DesignPreview document={applyDesignTemplate(BLANK, template)} title={title} line={line} button={sample.button} />
      {/* React puts each stylesheet in the head once, however many previews ask for it. */}
      {fontSampleSheets([template.fonts.heading, template.fonts.text]).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </>
  );
}
