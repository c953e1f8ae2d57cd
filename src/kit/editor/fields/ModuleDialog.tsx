import { useId, type ReactNode } from "react";
import { Dialog } from "../../ui/Dialog";
import { EditorTabs, tabPanelProps, type DialogTab } from "./EditorTabs";
import { FIELD_TEXTS } from "./texts";
import { useOwnerTexts } from "./useOwnerTexts";
import "./editorFields.css";

interface ModuleDialogProps<T extends string> {
  title: string;
  onClose: () => void;
  /** Tabs (spec 3: the gift registry, RSVP and Form views); without them one page. */
  tabs?: DialogTab<T>[];
  tab?: T;
  onTab?: (tab: T) => void;
  /** A dialog of one small setting (a number to choose), not the editor's full width. */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * The frame of every module edit dialog, and of the settings dialogs opened from one: title,
 * optional tabs, and `Klar`. Changes reach the
 * draft as they are made, so closing keeps them; Save stores them.
 */
export function ModuleDialog<T extends string>({ title, onClose, tabs, tab, onTab, narrow, children }: ModuleDialogProps<T>) {
  const texts = useOwnerTexts(FIELD_TEXTS);
  const id = useId();
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={texts.close} className={narrow ? undefined : "dialog--editor"}>
      {tabs && <EditorTabs idPrefix={id} label={title} tabs={tabs} selected={tab} onSelect={(next) => onTab?.(next)} />}
      <div {...(tabs ? tabPanelProps(id, tab) : {})} className="module-dialog__content">
        {children}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {texts.done}
        </button>
      </div>
    </Dialog>
  );
}
