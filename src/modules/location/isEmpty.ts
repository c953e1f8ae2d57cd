import { hasRichText, hasText } from "../hasContent";
import type { LocationModule } from "./schema";

/** Empty until it has a place on the map, an image, a subheading or text. */
export const isEmptyLocation = (module: LocationModule) =>
  !module.map?.location.trim() && !module.image && !hasText(module.secondTitle) && !hasRichText(module.text);
