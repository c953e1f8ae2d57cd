import { Suspense, type ComponentType } from "react";
import type { ModuleEditorProps } from "../../../modules/editorTypes";
import { MODULE_EDITORS } from "../../../modules/editors";
import { withoutSampleMark } from "../../../modules/sampleContent";
import { followCountdownDate } from "../../../modules/starter/followDate";
import { replaceById } from "../../../domain/lists";
import type { SiteModule, SiteModuleType } from "../../../modules/siteModule";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";

/** Opens the edit dialog of the module's type (on one of its parts when given); its changes replace the module in the draft, as the owner's own (no longer sample). */
export function ModuleEditorHost({ module, partId, onClose }: { module: SiteModule; partId?: string; onClose: () => void }) {
  const { update } = useSiteEditor();
  const change = (changed: SiteModule) =>
    update((document) => {
      const before = document.siteModules.find((each) => each.id === module.id);
      const replaced = { ...document, siteModules: replaceById(document.siteModules, module.id, () => withoutSampleMark(changed)) };
      // The texts naming the countdown's day follow a new date.
      return before?.siteModuleType === "Countdown" && changed.siteModuleType === "Countdown" ? followCountdownDate(replaced, before.countdownDate, changed.countdownDate) : replaced;
    });
  const Editor = MODULE_EDITORS[module.siteModuleType] as ComponentType<ModuleEditorProps<SiteModuleType>>;
  return (
    <Suspense fallback={null}>
      <Editor module={module} partId={partId} onChange={change} onClose={onClose} />
    </Suspense>
  );
}
