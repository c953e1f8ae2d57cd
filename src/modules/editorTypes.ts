import type { ModuleOf, SiteModuleType } from "./siteModule";

/**
 * A module type's edit dialog (src/modules/<type>/editor.tsx). The editor opens it from the
 * module's toolbar; every change goes straight to the draft through onChange.
 */
export interface ModuleEditorProps<T extends SiteModuleType> {
  module: ModuleOf<T>;
  /** The part to open at, when the owner acted on one on the page (a gift's id). */
  partId?: string;
  onChange: (module: ModuleOf<T>) => void;
  onClose: () => void;
}
