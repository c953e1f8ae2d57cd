import { Suspense, type ComponentType } from "react";
import type { ModuleEditorProps } from "../../../modules/editorTypes";
import { MODULE_EDITORS } from "../../../modules/editors";
import type { SiteModule, SiteModuleType } from "../../../modules/siteModule";
import { useSiteEditor } from "./siteEditorContext";

/** Opens the edit dialog of the module's type (on one of its parts when given); its changes replace the module in the draft. */
export function ModuleEditorHost({ module, partId, onClose }: { module: SiteModule; partId?: string; onClose: () => void }) {
  const { updateModule } = useSiteEditor();
  const Editor = MODULE_EDITORS[module.siteModuleType] as ComponentType<ModuleEditorProps<SiteModuleType>>;
  return (
    <Suspense fallback={null}>
      <Editor module={module} partId={partId} onChange={(changed) => updateModule(module.id, () => changed)} onClose={onClose} />
    </Suspense>
  );
}
