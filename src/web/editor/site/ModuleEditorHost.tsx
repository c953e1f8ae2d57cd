import { Suspense, type ComponentType } from "react";
import type { ModuleEditorProps } from "../../../modules/editorTypes";
import { MODULE_EDITORS } from "../../../modules/editors";
import { withoutSampleMark } from "../../../modules/sampleContent";
import type { SiteModule, SiteModuleType } from "../../../modules/siteModule";
import { useSiteEditor } from "./siteEditorContext";

/** Opens the edit dialog of the module's type; its changes replace the module in the draft, as the owner's own (no longer sample). */
export function ModuleEditorHost({ module, onClose }: { module: SiteModule; onClose: () => void }) {
  const { updateModule } = useSiteEditor();
  const Editor = MODULE_EDITORS[module.siteModuleType] as ComponentType<ModuleEditorProps<SiteModuleType>>;
  return (
    <Suspense fallback={null}>
      <Editor module={module} onChange={(changed) => updateModule(module.id, () => withoutSampleMark(changed))} onClose={onClose} />
    </Suspense>
  );
}
