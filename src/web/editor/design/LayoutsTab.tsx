import { useId } from "react";
import { themesFor } from "../../../domain/site/designChoices";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { DesignChoice } from "./DesignChoice";
import { DesignSample } from "./DesignSample";
import { DESIGN_TEXTS } from "./texts";

/** Layouts (spec 3): the brand's themes, each shown with the site's colours, fonts and graphic. */
export function LayoutsTab() {
  const { brand, document, update } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const name = useId();
  return (
    <fieldset className="design-fieldset">
      <legend className="drawer-lead">{texts.layoutsLead}</legend>
      <div className="design-choices">
        {themesFor(brand).map((theme) => (
          <DesignChoice key={theme} name={name} label={texts.themeNames[theme]} selected={document.theme === theme} onChoose={() => update((current) => ({ ...current, theme }))}>
            <DesignSample document={{ ...document, theme }} />
          </DesignChoice>
        ))}
      </div>
    </fieldset>
  );
}
