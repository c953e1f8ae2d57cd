import { useState, type CSSProperties } from "react";
import { COLOR_PRESET_ROLES, presetScheme } from "../../../../domain/site/colorPresets";
import { schemeInUse, withRoleColor } from "../../../../domain/site/colorEditing";
import { hslCss } from "../../../../domain/site/colors";
import { COLOR_PRESETS, type ColorPreset, type ColorRole, type Hsla } from "../../../../domain/site/design";
import { useDebouncedCallback } from "../../../../kit/editor/fields/useDebouncedCallback";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../../kit/editor/siteEditorContext";
import { COLOR_TEXTS } from "./colorTexts";
import { RoleColorPicker } from "./RoleColorPicker";
import "./colors.css";

/** Colour edits reach the page after this pause (spec 2, Pickers). */
const COLOR_DEBOUNCE_MS = 800;

/** Each colour beside the text that stands on it. */
const ROLES: ColorRole[] = ["primary", "onPrimary", "background", "onBackground", "surface", "onSurface"];

const swatchStyle = (colors: Record<"background" | "primary" | "onBackground" | "surface", Hsla>) =>
  ({
    "--swatch-background": hslCss(colors.background),
    "--swatch-primary": hslCss(colors.primary),
    "--swatch-text": hslCss(colors.onBackground),
    "--swatch-surface": hslCss(colors.surface),
  }) as CSSProperties;

/**
 * The colour-scheme picker of the Design and More drawers: the presets as swatches, and an
 * advanced HSLA chooser per colour role. The chooser answers at once; the page follows 800 ms
 * after the last move, and a scheme edited that way is CUSTOM.
 */
export function ColorSchemePicker() {
  const { document, update } = useSiteEditor();
  const texts = useOwnerTexts(COLOR_TEXTS);
  const scheme = schemeInUse(document);
  const [advanced, setAdvanced] = useState(false);
  const [role, setRole] = useState<ColorRole>("primary");
  /** The colour being chosen, ahead of the draft while the debounce waits. */
  const [chosen, setChosen] = useState<{ role: ColorRole; color: Hsla } | null>(null);
  const commit = useDebouncedCallback((changed: ColorRole, color: Hsla) => {
    update((current) => ({ ...current, colorScheme: withRoleColor(schemeInUse(current), changed, color) }));
  }, COLOR_DEBOUNCE_MS);

  const colorOf = (each: ColorRole) => (chosen?.role === each ? chosen.color : scheme[each]);
  const replaceScheme = (colorScheme: typeof document.colorScheme) => {
    commit.cancel();
    setChosen(null);
    update((current) => ({ ...current, colorScheme }));
  };
  const chooseRole = (each: ColorRole) => {
    commit.flush();
    setChosen(null);
    setRole(each);
  };

  return (
    <div className="color-scheme-picker">
      <fieldset className="color-presets">
        <legend className="drawer-heading">{texts.presets}</legend>
        <div className="color-presets__grid">
          {COLOR_PRESETS.map((preset: ColorPreset) => (
            <button
              key={preset}
              type="button"
              className="color-preset"
              aria-pressed={document.colorScheme?.name === preset}
              onClick={() => replaceScheme(presetScheme(preset))}
            >
              <span className="color-swatch" style={swatchStyle(COLOR_PRESET_ROLES[preset])} aria-hidden="true" />
              <span className="color-preset__name">{texts.presetNames[preset]}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {document.colorScheme && (
        <button type="button" className="button button--ghost color-scheme-picker__reset" onClick={() => replaceScheme(null)}>
          {texts.themeColors}
        </button>
      )}
      <details className="color-advanced" open={advanced} onToggle={(event) => setAdvanced(event.currentTarget.open)}>
        <summary className="color-advanced__summary">{texts.advanced}</summary>
        {advanced && (
          <div className="color-advanced__body">
            <p className="drawer-lead">{texts.advancedLead}</p>
            <div className="color-roles">
              {ROLES.map((each) => (
                <button key={each} type="button" className="color-role" aria-pressed={each === role} onClick={() => chooseRole(each)}>
                  <span className="color-role__dot" style={{ background: hslCss(colorOf(each)) }} aria-hidden="true" />
                  {texts.roles[each]}
                </button>
              ))}
            </div>
            <RoleColorPicker
              label={texts.roles[role]}
              color={colorOf(role)}
              onChange={(color) => {
                setChosen({ role, color });
                commit(role, color);
              }}
            />
          </div>
        )}
      </details>
    </div>
  );
}
