import { Suspense, type ComponentType } from "react";
import { replaceById } from "../../../domain/lists";
import type { LegacyModule, LegacySiteDocument } from "../../../modules/legacy/document";
import { LEGACY_FORM_EDITORS } from "../../../modules/legacy/editors";
import type { LegacyFormType, LegacyModuleEditorProps } from "../../../modules/legacy/editorTypes";

interface LegacyFormEditorHostProps {
  module: LegacyModule & { module: LegacyFormType };
  update: (change: (document: LegacySiteDocument) => LegacySiteDocument) => void;
  onClose: () => void;
}

/** Opens the legacy RSVP's or speech form's own dialog; its changes replace the module in the legacy draft. */
export function LegacyFormEditorHost({ module, update, onClose }: LegacyFormEditorHostProps) {
  const Editor = LEGACY_FORM_EDITORS[module.module] as ComponentType<LegacyModuleEditorProps<LegacyFormType>>;
  return (
    <Suspense fallback={null}>
      <Editor module={module} onChange={(changed) => update((document) => ({ ...document, modules: replaceById(document.modules, module.id, () => changed) }))} onClose={onClose} />
    </Suspense>
  );
}
