import type { Brand } from "../brands";
import { presetScheme } from "./colorPresets";
import type { ColorPreset, HEADING_FONTS, SiteGraphic, TEXT_FONTS, Theme } from "./designNames";
import type { DocumentSettings } from "./documentSettings";

/**
 * Design templates (spec 3, design drawer and wizard step 1): complete looks of theme, fonts,
 * colour preset and site graphic. Choosing one replaces those four and remembers the choice
 * in mostRecentSelectedDesignTemplate; the event logo and the content are kept.
 */
interface DesignTemplate {
  id: string;
  theme: Theme;
  fonts: { heading: (typeof HEADING_FONTS)[number]; text: (typeof TEXT_FONTS)[number] };
  colorPreset: ColorPreset;
  siteGraphic: SiteGraphic | null;
  /** Offered only to these brands; to every brand when absent. */
  brands?: readonly Brand[];
}

export const DESIGN_TEMPLATES = [
  { id: "CLASSIC", theme: "theme4", fonts: { heading: "Playfair Display", text: "Lora" }, colorPreset: "GOLD", siteGraphic: null },
  { id: "BOTANICAL", theme: "theme5", fonts: { heading: "Cormorant Garamond", text: "Lato" }, colorPreset: "SAGE_AND_CREAM", siteGraphic: "EUCALYPTUS" },
  { id: "ROMANTIC", theme: "theme8", fonts: { heading: "Great Vibes", text: "Lora" }, colorPreset: "DUSTY_ROSE", siteGraphic: "CORNER_GRAPHICS_ROSE", brands: ["wedding"] },
  { id: "LUXE", theme: "theme12", fonts: { heading: "Bodoni Moda", text: "Lato" }, colorPreset: "MIDNIGHT_GOLD", siteGraphic: null, brands: ["wedding"] },
  { id: "WATERCOLOUR", theme: "theme8", fonts: { heading: "Parisienne", text: "Raleway" }, colorPreset: "LIGHT_BLUE_BACKGROUND", siteGraphic: "CORNER_GRAPHICS_WATER_COLOR", brands: ["wedding"] },
  { id: "MODERN", theme: "theme7", fonts: { heading: "Montserrat", text: "Work Sans" }, colorPreset: "RICH_BLUE", siteGraphic: null },
  { id: "MINIMAL", theme: "theme11", fonts: { heading: "Josefin Sans", text: "Source Sans 3" }, colorPreset: "BLACK_AND_WHITE", siteGraphic: null },
  { id: "PHOTO", theme: "theme9", fonts: { heading: "Cinzel", text: "Open Sans" }, colorPreset: "BLACK", siteGraphic: null },
  { id: "FESTIVE", theme: "theme10", fonts: { heading: "Lobster", text: "Nunito" }, colorPreset: "PINK", siteGraphic: "CORNER_GRAPHICS_BALLOONS", brands: ["party"] },
  { id: "FIREWORKS", theme: "theme10", fonts: { heading: "Amatic SC", text: "Raleway" }, colorPreset: "DARK_RED_BACKGROUND", siteGraphic: "BACKGROUND_IMAGE_BOKEH_FIREWORKS", brands: ["party"] },
] as const satisfies readonly DesignTemplate[];

export type DesignTemplateId = (typeof DESIGN_TEMPLATES)[number]["id"];

export function designTemplatesFor(brand: Brand): (DesignTemplate & { id: DesignTemplateId })[] {
  return (DESIGN_TEMPLATES as readonly (DesignTemplate & { id: DesignTemplateId })[]).filter((template) => !template.brands || template.brands.includes(brand));
}

/** Generic so the whole document, modules included, comes back as it went in. */
export function applyDesignTemplate<D extends DocumentSettings>(document: D, template: DesignTemplate): D {
  return {
    ...document,
    theme: template.theme,
    fonts: { ...template.fonts },
    colorScheme: presetScheme(template.colorPreset),
    siteGraphic: template.siteGraphic,
    mostRecentSelectedDesignTemplate: template.id,
  };
}
