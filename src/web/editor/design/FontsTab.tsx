import { useId } from "react";
import { HEADING_FONTS, TEXT_FONTS } from "../../../domain/site/designNames";
import type { SiteDocument } from "../../../modules/siteDocument";
import { fontFamily } from "../../../kit/guestPage/design/fonts";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { DesignChoice } from "./DesignChoice";
import { fontSampleSheets } from "./fontSamples";
import { DESIGN_TEXTS } from "./texts";

type Role = keyof SiteDocument["fonts"];

function FontGroup<R extends Role>({ role, legend, fonts }: { role: R; legend: string; fonts: readonly SiteDocument["fonts"][R][] }) {
  const { document, update } = useSiteEditor();
  const name = useId();
  return (
    <fieldset className="design-fieldset drawer-section">
      <legend className="drawer-heading">{legend}</legend>
      <div className="design-choices design-choices--fonts">
        {fonts.map((font) => (
          <DesignChoice
            key={font}
            name={name}
            label={font}
            labelStyle={{ fontFamily: fontFamily(font) }}
            selected={document.fonts[role] === font}
            onChoose={() => update((current) => ({ ...current, fonts: { ...current.fonts, [role]: font } }))}
          />
        ))}
      </div>
    </fieldset>
  );
}

const SHEETS = fontSampleSheets([...HEADING_FONTS, ...TEXT_FONTS]);

/** Fonts (spec 2, Pickers): 23 heading and 12 text fonts, each name written in its own face. */
export function FontsTab() {
  const texts = useOwnerTexts(DESIGN_TEXTS);
  return (
    <>
      <p className="drawer-lead">{texts.fontsLead}</p>
      <FontGroup role="heading" legend={texts.headingFonts} fonts={HEADING_FONTS} />
      <FontGroup role="text" legend={texts.textFonts} fonts={TEXT_FONTS} />
      {SHEETS.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </>
  );
}
