import { useId } from "react";
import { ALL_SITE_GRAPHICS, type SiteGraphic } from "../../../domain/site/designNames";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { DesignChoice } from "./DesignChoice";
import { DesignSample } from "./DesignSample";
import { GRAPHIC_NAMES } from "./graphicTexts";
import { DESIGN_TEXTS } from "./texts";

const CHOICES: (SiteGraphic | null)[] = [null, ...ALL_SITE_GRAPHICS];

/** Site graphics (spec 2, Other site parts): none or one of the decorations, previewed on the site's design. */
export function GraphicsTab() {
  const { document, update } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const names = useOwnerTexts(GRAPHIC_NAMES);
  const name = useId();
  return (
    <fieldset className="design-fieldset">
      <legend className="drawer-lead">{texts.graphicsLead}</legend>
      <div className="design-choices">
        {CHOICES.map((graphic) => (
          <DesignChoice
            key={graphic ?? "none"}
            name={name}
            label={names[graphic ?? "none"]}
            selected={document.siteGraphic === graphic}
            onChoose={() => update((current) => ({ ...current, siteGraphic: graphic }))}
          >
            <DesignSample document={{ ...document, siteGraphic: graphic }} />
          </DesignChoice>
        ))}
      </div>
    </fieldset>
  );
}
