import { useState } from "react";
import { COLOR_PRESET_ROLES } from "../../../domain/site/colorPresets";
import { hslCss } from "../../../domain/site/colors";
import { COLOR_PRESETS, type Hsla } from "../../../domain/site/design";
import { COLOR_TEXTS } from "../../editor/design/colors/colorTexts";
import { RoleColorPicker } from "../../editor/design/colors/RoleColorPicker";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CARD_TEXTS } from "../cardTexts";
import { MATCH_SITE } from "../siteDesign";
import { useCardEditor } from "./cardEditorContext";
import { MatchSiteButton } from "./MatchSiteButton";
import "../../editor/design/colors/colors.css";

const sameColor = (a: Hsla, b: Hsla) => a.h === b.h && a.s === b.s && a.l === b.l && a.alpha === b.alpha;

/** The card's two colours: the site's presets as pairs of ground and text, or each chosen freely. */
export function CardColorsTab() {
  const { card, update, cardSite } = useCardEditor();
  const texts = useOwnerTexts(CARD_TEXTS);
  const presetNames = useOwnerTexts(COLOR_TEXTS).presetNames;
  const { background, onBackground } = card.colorScheme;
  const [ownColors, setOwnColors] = useState(false);
  const setColor = (role: "background" | "onBackground", color: Hsla) => update((current) => ({ ...current, colorScheme: { ...current.colorScheme, [role]: color } }));
  return (
    <>
      <MatchSiteButton onMatch={() => update((current) => MATCH_SITE.colors(current, cardSite.document))} />
      <p className="drawer-lead">{texts.colorsLead}</p>
      <fieldset className="color-presets drawer-section">
        <legend className="drawer-heading">{texts.colorPresets}</legend>
        <div className="color-presets__grid">
          {COLOR_PRESETS.map((preset) => {
            const roles = COLOR_PRESET_ROLES[preset];
            return (
              <button
                key={preset}
                type="button"
                className="color-preset card-color-pair"
                aria-pressed={sameColor(roles.background, background) && sameColor(roles.onBackground, onBackground)}
                onClick={() => update((current) => ({ ...current, colorScheme: { background: roles.background, onBackground: roles.onBackground } }))}
              >
                <span className="card-color-pair__swatch" style={{ background: hslCss(roles.background), color: hslCss(roles.onBackground) }} aria-hidden="true">
                  Aa
                </span>
                <span className="color-preset__name">{presetNames[preset]}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      {/* The choosers mount (and load) only when opened, as in the site's colours: a closed <details> still renders its children. */}
      <details className="color-advanced drawer-section" open={ownColors} onToggle={(event) => setOwnColors(event.currentTarget.open)}>
        <summary className="color-advanced__summary">{texts.ownColors}</summary>
        {ownColors && (
          <div className="card-colors">
            <RoleColorPicker label={texts.background} color={background} onChange={(color) => setColor("background", color)} />
            <RoleColorPicker label={texts.text} color={onBackground} onChange={(color) => setColor("onBackground", color)} />
          </div>
        )}
      </details>
    </>
  );
}
