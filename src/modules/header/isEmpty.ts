import { hasText } from "../hasContent";
import type { HeaderModule } from "./schema";

/** A header needs a title, a second line, an image or the event logo. */
export const isEmptyHeader = (module: HeaderModule) =>
  !module.showEventLogo && !module.image && !hasText(module.title) && !hasText(module.secondLine);
