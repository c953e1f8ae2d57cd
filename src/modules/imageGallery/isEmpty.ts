import { hasRichText } from "../hasContent";
import type { ImageGalleryModule } from "./schema";

/** A gallery without images or text shows guests nothing. */
export const isEmptyImageGallery = (module: ImageGalleryModule) => module.gallery.length === 0 && !hasRichText(module.text);
