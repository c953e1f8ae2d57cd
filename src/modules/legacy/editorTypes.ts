import type { LegacyModuleOf } from "./document";

/** The legacy modules with an edit dialog of their own: their questions have no newer counterpart to edit them with. */
export type LegacyFormType = "RSVP3" | "Speech2";

/** A legacy form module's edit dialog; like the newer ones, every change goes straight to the draft. */
export interface LegacyModuleEditorProps<T extends LegacyFormType> {
  module: LegacyModuleOf<T>;
  onChange: (module: LegacyModuleOf<T>) => void;
  onClose: () => void;
}
