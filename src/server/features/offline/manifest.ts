import type { Hsla } from "../../../domain/site/design";
import { visibleRgb } from "../../../domain/site/colors";

/** The home-screen icons a site's manifest names, and the one iPhone asks for by its own name. */
export const ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;
export const iconPath = (size: number) => `/manifest-icon-${size}.png`;
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";

/** Home screens cut a longer short_name: the initials then. */
const SHORT_NAME_LENGTH = 12;

export const hexColor = (color: Hsla) => `#${visibleRgb(color).map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** "Anna & Erik" → "A&E"; one name → its first letter; no letters → "". */
export function initials(names: string): string {
  const words = names.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return "";
  const first = words[0]!.charAt(0).toUpperCase();
  return words.length === 1 ? first : `${first}&${words.at(-1)!.charAt(0).toUpperCase()}`;
}

export interface ManifestFacts {
  /** The couple's names; empty while a protected site has not let the guest in. */
  names: string;
  hostname: string;
  language: string;
  /** The page it was added from: a personal page keeps its own link. */
  startUrl: string;
  themeColor: string;
  backgroundColor: string;
}

export function webManifest(facts: ManifestFacts) {
  const name = facts.names || facts.hostname;
  return {
    // Each page added is an app of its own: the open page and a household's page side by side.
    id: facts.startUrl,
    name,
    short_name: name.length <= SHORT_NAME_LENGTH ? name : initials(name) || name.slice(0, SHORT_NAME_LENGTH),
    lang: facts.language,
    start_url: facts.startUrl,
    scope: "/",
    display: "standalone",
    theme_color: facts.themeColor,
    background_color: facts.backgroundColor,
    icons: ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
  };
}
