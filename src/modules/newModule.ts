import type { ModuleChoice } from "./moduleChoices";
import { MODULES } from "./registry";
import type { SiteModule } from "./siteModule";

/** A new module of the chosen kind, as its definition's choice makes it (moduleLists.ts). */
export const createModule = (choice: ModuleChoice, languages: readonly string[], now = new Date()) => MODULES.createModule(choice, languages, now) as SiteModule;
