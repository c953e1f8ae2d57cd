import type { EditorProps } from "./moduleDefinition";
import type { ModuleOf, SiteModuleType } from "./siteModule";

/**
 * A module type's edit dialog (src/modules/<type>/editor.tsx). The editor opens it from the
 * module's toolbar; every change goes straight to the draft through onChange.
 */
export type ModuleEditorProps<T extends SiteModuleType> = EditorProps<ModuleOf<T>>;
