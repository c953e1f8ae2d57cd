import { applyDesignTemplate, designTemplatesFor } from "../../../domain/site/designTemplates";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { DesignChoice } from "./DesignChoice";
import { DesignSample } from "./DesignSample";
import { fontSampleSheets } from "./fontSamples";
import { DESIGN_TEXTS } from "./texts";

/** Design templates (spec 3): complete looks for the brand; choosing one applies it at once. */
export function TemplatesTab() {
  const { brand, document, update } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const templates = designTemplatesFor(brand);
  return (
    <>
      <p className="drawer-lead">{texts.templatesLead}</p>
      <div className="design-choices">
        {templates.map((template) => (
          <DesignChoice
            key={template.id}
            label={texts.templateNames[template.id]}
            selected={document.mostRecentSelectedDesignTemplate === template.id}
            onChoose={() => update((current) => applyDesignTemplate(current, template))}
          >
            <DesignSample document={applyDesignTemplate(document, template)} />
          </DesignChoice>
        ))}
      </div>
      {fontSampleSheets(templates.flatMap(({ fonts }) => [fonts.heading, fonts.text])).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </>
  );
}
