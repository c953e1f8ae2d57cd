import { hasRichText, hasText } from "../hasContent";
import type { ImageAndTextModule } from "./schema";

/** Empty until it has an image, a subheading or text. */
export const isEmptyImageAndText = (module: ImageAndTextModule) => !module.image && !hasText(module.secondTitle) && !hasRichText(module.text);
