import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { LegacyFormType, LegacyModuleEditorProps } from "./editorTypes";

/** The edit dialogs of the legacy RSVP and speech modules, each loaded when first opened. */
export const LEGACY_FORM_EDITORS: { [T in LegacyFormType]: LazyExoticComponent<ComponentType<LegacyModuleEditorProps<T>>> } = {
  RSVP3: lazy(() => import("./rsvp3/editor")),
  Speech2: lazy(() => import("./speech2/editor")),
};
