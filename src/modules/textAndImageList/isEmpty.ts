import { hasRichText, hasText } from "../hasContent";
import type { TextAndImageListModule } from "./schema";

/** Empty while no row has an image, a title or text. */
export const isEmptyTextAndImageList = (module: TextAndImageListModule) =>
  module.list.every((item) => !item.image && !hasText(item.title) && !hasRichText(item.text));
