import type { PrintCard } from "../../../domain/print/card";
import { defaultContent } from "../../../domain/print/defaultContent";
import type { CardLayout } from "../../../domain/print/layouts";
import type { CardFacts } from "../../../domain/print/siteFacts";
import { COLOR_PRESET_ROLES } from "../../../domain/site/colorPresets";
import type { ColorPreset } from "../../../domain/site/design";

interface Example {
  layout: CardLayout;
  preset: ColorPreset;
  fonts: PrintCard["fonts"];
  siteGraphic: PrintCard["siteGraphic"];
  trim: PrintCard["trim"];
  page: 1 | 2;
}

const EXAMPLES: Example[] = [
  { layout: "GENESIS", preset: "SAGE_AND_CREAM", fonts: { heading: "Great Vibes", text: "Lora" }, siteGraphic: "EUCALYPTUS", trim: "rounded", page: 1 },
  { layout: "PHOTO_CLEAN", preset: "DUSTY_ROSE", fonts: { heading: "Cormorant Garamond", text: "Lato" }, siteGraphic: null, trim: "none", page: 1 },
  { layout: "TEXT_ON_PHOTO_GRADIENT", preset: "MIDNIGHT_GOLD", fonts: { heading: "Playfair Display", text: "Montserrat" }, siteGraphic: null, trim: "rounded", page: 1 },
  { layout: "GENESIS", preset: "GOLD", fonts: { heading: "Cinzel", text: "Lora" }, siteGraphic: "CORNER_GRAPHICS_ROSE", trim: "none", page: 2 },
];

/**
 * Example cards for the overview, drawn by the card component with the site's own names, date
 * and address. The photo layouts are shown only when the site has a photo to put on them.
 */
export function exampleCards(facts: CardFacts): { key: string; layout: CardLayout; page: 1 | 2; card: PrintCard }[] {
  return EXAMPLES.filter((example) => example.layout === "GENESIS" || facts.image).map((example, index) => {
    const { background, onBackground } = COLOR_PRESET_ROLES[example.preset];
    return {
      key: `${example.layout}-${index}`,
      layout: example.layout,
      page: example.page,
      card: {
        layout: example.layout,
        content: defaultContent(example.layout, facts),
        siteGraphic: example.siteGraphic,
        colorScheme: { background, onBackground },
        fonts: example.fonts,
        trim: example.trim,
        eventLogo: null,
      },
    };
  });
}
