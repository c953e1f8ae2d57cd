import type { Brand } from "../../../domain/brands";
import type { UiLanguage } from "../../../domain/languages";
import type { PickerTheme } from "../../../domain/site/designChoices";
import type { DesignTemplateId } from "../../../domain/site/designTemplates";

interface DesignTexts {
  title: string;
  tabsLabel: string;
  tabs: { templates: string; layouts: string; fonts: string; colors: string; graphics: string; logo: string };
  templatesLead: string;
  templateNames: Record<DesignTemplateId, string>;
  layoutsLead: string;
  themeNames: Record<PickerTheme, string>;
  headingFonts: string;
  textFonts: string;
  fontsLead: string;
  graphicsLead: string;
  /** The mini page of the samples: a title when the site's header has none yet, a line, a button. */
  sample: { title: Record<Brand, string>; line: string; button: string };
}

export const DESIGN_TEXTS: Record<UiLanguage, DesignTexts> = {
  sv: {
    title: "Design",
    tabsLabel: "Designval",
    tabs: { templates: "Mallar", layouts: "Layout", fonts: "Typsnitt", colors: "Färger", graphics: "Grafik", logo: "Logga" },
    templatesLead: "Välj en färdig stil. Den byter layout, typsnitt, färger och grafik – innehållet behålls.",
    templateNames: {
      CLASSIC: "Klassisk",
      BOTANICAL: "Botanisk",
      ROMANTIC: "Romantisk",
      LUXE: "Lyx",
      WATERCOLOUR: "Akvarell",
      MODERN: "Modern",
      MINIMAL: "Minimal",
      PHOTO: "Foto",
      FESTIVE: "Festlig",
      FIREWORKS: "Fyrverkeri",
    },
    layoutsLead: "Layouten bestämmer sidans form: rubriker, avstånd och dekorationer.",
    themeNames: { theme4: "Klassisk", theme5: "Botanisk", theme7: "Modern", theme8: "Romantisk", theme9: "Foto", theme10: "Festlig", theme11: "Minimal", theme12: "Lyx" },
    headingFonts: "Rubriker",
    textFonts: "Brödtext",
    fontsLead: "Välj ett typsnitt för rubrikerna och ett för texten.",
    graphicsLead: "Dekorationer som ligger bakom sidans innehåll och tonas efter dina färger.",
    sample: { title: { wedding: "Anna & Johan", party: "Välkomna på fest", event: "Välkomna" }, line: "Vi ses den 14 juni", button: "OSA" },
  },
  en: {
    title: "Design",
    tabsLabel: "Design options",
    tabs: { templates: "Templates", layouts: "Layout", fonts: "Fonts", colors: "Colours", graphics: "Graphics", logo: "Logo" },
    templatesLead: "Choose a complete look. It changes layout, fonts, colours and graphics – your content stays.",
    templateNames: {
      CLASSIC: "Classic",
      BOTANICAL: "Botanical",
      ROMANTIC: "Romantic",
      LUXE: "Luxe",
      WATERCOLOUR: "Watercolour",
      MODERN: "Modern",
      MINIMAL: "Minimal",
      PHOTO: "Photo",
      FESTIVE: "Festive",
      FIREWORKS: "Fireworks",
    },
    layoutsLead: "The layout sets the shape of the page: headings, spacing and decorations.",
    themeNames: { theme4: "Classic", theme5: "Botanical", theme7: "Modern", theme8: "Romantic", theme9: "Photo", theme10: "Festive", theme11: "Minimal", theme12: "Luxe" },
    headingFonts: "Headings",
    textFonts: "Body text",
    fontsLead: "Choose one font for the headings and one for the text.",
    graphicsLead: "Decorations that sit behind the page's content, tinted by your colours.",
    sample: { title: { wedding: "Anna & John", party: "Welcome to the party", event: "Welcome" }, line: "See you on 14 June", button: "RSVP" },
  },
  da: {
    title: "Design",
    tabsLabel: "Designvalg",
    tabs: { templates: "Skabeloner", layouts: "Layout", fonts: "Skrifttyper", colors: "Farver", graphics: "Grafik", logo: "Logo" },
    templatesLead: "Vælg en færdig stil. Den skifter layout, skrifttyper, farver og grafik – indholdet bevares.",
    templateNames: {
      CLASSIC: "Klassisk",
      BOTANICAL: "Botanisk",
      ROMANTIC: "Romantisk",
      LUXE: "Luksus",
      WATERCOLOUR: "Akvarel",
      MODERN: "Moderne",
      MINIMAL: "Minimalistisk",
      PHOTO: "Foto",
      FESTIVE: "Festlig",
      FIREWORKS: "Fyrværkeri",
    },
    layoutsLead: "Layoutet bestemmer sidens form: overskrifter, afstande og dekorationer.",
    themeNames: { theme4: "Klassisk", theme5: "Botanisk", theme7: "Moderne", theme8: "Romantisk", theme9: "Foto", theme10: "Festlig", theme11: "Minimalistisk", theme12: "Luksus" },
    headingFonts: "Overskrifter",
    textFonts: "Brødtekst",
    fontsLead: "Vælg én skrifttype til overskrifterne og én til teksten.",
    graphicsLead: "Dekorationer bag sidens indhold, tonet efter dine farver.",
    sample: { title: { wedding: "Anna & Johan", party: "Velkommen til fest", event: "Velkommen" }, line: "Vi ses den 14. juni", button: "OSA" },
  },
};
