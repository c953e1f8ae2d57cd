import type { UiLanguage } from "../../../../domain/languages";
import type { EventLogoVariant } from "../../../../domain/site/eventLogoEditing";

interface EventLogoTexts {
  lead: string;
  style: string;
  variants: Record<EventLogoVariant, string>;
  preview: string;
  emptyPreview: string;
  name1: string;
  name2: string;
  additionalText: string;
  ownTextColor: string;
  textColor: string;
  ownBackgroundColor: string;
  backgroundColor: string;
  fontSizeInitials: string;
  distanceInitialsX: string;
  distanceInitialsY: string;
  headerHint: string;
  remove: string;
  /** Names on the style tiles while the owner has written none. */
  sampleNames: [string, string];
}

export const EVENT_LOGO_TEXTS: Record<UiLanguage, EventLogoTexts> = {
  sv: {
    lead: "Välj en stil för att skapa er logga. Den kan visas i sidhuvudet i stället för rubriken.",
    style: "Stil",
    variants: {
      RelaxedByHand: "Handskriven",
      BorderUpAndDown: "Linjer över och under",
      ModernMonogramStrikethrough: "Monogram med linje",
      ModernMonogramBadge: "Monogram i cirkel",
      HandDrawnHeart: "Handritat hjärta",
      ModernMonogramBorderBetween: "Monogram med avdelare",
      LeafsBox: "Blad i ram",
    },
    preview: "Så här ser loggan ut",
    emptyPreview: "Skriv era namn för att se loggan.",
    name1: "Namn 1",
    name2: "Namn 2",
    additionalText: "Datum eller text",
    ownTextColor: "Egen textfärg",
    textColor: "Textfärg",
    ownBackgroundColor: "Egen bakgrundsfärg",
    backgroundColor: "Bakgrundsfärg",
    fontSizeInitials: "Initialernas storlek",
    distanceInitialsX: "Avstånd i sidled",
    distanceInitialsY: "Avstånd i höjdled",
    headerHint: "Loggan visas i sidhuvudet när du kryssar i ”Visa loggan i stället för rubriken” i sidhuvudets inställningar.",
    remove: "Ta bort loggan",
    sampleNames: ["Anna", "Johan"],
  },
  en: {
    lead: "Choose a style to create your logo. It can be shown in the header instead of the title.",
    style: "Style",
    variants: {
      RelaxedByHand: "Handwritten",
      BorderUpAndDown: "Lines above and below",
      ModernMonogramStrikethrough: "Monogram with a line",
      ModernMonogramBadge: "Monogram in a circle",
      HandDrawnHeart: "Hand-drawn heart",
      ModernMonogramBorderBetween: "Monogram with a divider",
      LeafsBox: "Leaves in a frame",
    },
    preview: "How the logo looks",
    emptyPreview: "Write your names to see the logo.",
    name1: "Name 1",
    name2: "Name 2",
    additionalText: "Date or text",
    ownTextColor: "Own text colour",
    textColor: "Text colour",
    ownBackgroundColor: "Own background colour",
    backgroundColor: "Background colour",
    fontSizeInitials: "Size of the initials",
    distanceInitialsX: "Horizontal distance",
    distanceInitialsY: "Vertical distance",
    headerHint: "The logo shows in the header when you tick “Show the logo instead of the heading” in the header's settings.",
    remove: "Remove the logo",
    sampleNames: ["Anna", "John"],
  },
  da: {
    lead: "Vælg en stil for at lave jeres logo. Det kan vises i sidehovedet i stedet for overskriften.",
    style: "Stil",
    variants: {
      RelaxedByHand: "Håndskrevet",
      BorderUpAndDown: "Linjer over og under",
      ModernMonogramStrikethrough: "Monogram med streg",
      ModernMonogramBadge: "Monogram i cirkel",
      HandDrawnHeart: "Håndtegnet hjerte",
      ModernMonogramBorderBetween: "Monogram med skillelinje",
      LeafsBox: "Blade i ramme",
    },
    preview: "Sådan ser logoet ud",
    emptyPreview: "Skriv jeres navne for at se logoet.",
    name1: "Navn 1",
    name2: "Navn 2",
    additionalText: "Dato eller tekst",
    ownTextColor: "Egen tekstfarve",
    textColor: "Tekstfarve",
    ownBackgroundColor: "Egen baggrundsfarve",
    backgroundColor: "Baggrundsfarve",
    fontSizeInitials: "Initialernes størrelse",
    distanceInitialsX: "Vandret afstand",
    distanceInitialsY: "Lodret afstand",
    headerHint: "Logoet vises i sidehovedet, når du krydser af i ”Vis logoet i stedet for overskriften” i sidehovedets indstillinger.",
    remove: "Fjern logoet",
    sampleNames: ["Anna", "Johan"],
  },
};
