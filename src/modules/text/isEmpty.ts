import { hasRichText } from "../hasContent";
import type { TextModule } from "./schema";

/** A text module says nothing until it has text in some language; its title alone is a heading over nothing. */
export const isEmptyText = (module: TextModule) => !hasRichText(module.text);
