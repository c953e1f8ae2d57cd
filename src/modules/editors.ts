import type { ComponentType, LazyExoticComponent } from "react";
import type { ModuleEditorProps } from "./editorTypes";
import { MODULES } from "./registry";
import type { SiteModuleType } from "./siteModule";

/** The edit dialog of every module type, each loaded when first opened (the rich-text editor is large). */
export const MODULE_EDITORS = MODULES.editors as { [T in SiteModuleType]: LazyExoticComponent<ComponentType<ModuleEditorProps<T>>> };
