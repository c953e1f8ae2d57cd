import type { KeyboardEvent } from "react";

export interface DialogTab<T extends string> {
  id: T;
  label: string;
}

interface EditorTabsProps<T extends string> {
  /** The prefix of the tabs' and the panel's ids (useId). */
  idPrefix: string;
  label: string;
  tabs: DialogTab<T>[];
  selected: T | undefined;
  onSelect: (tab: T) => void;
}

/** The panel's attributes that tie it to the selected tab. */
export const tabPanelProps = (idPrefix: string, selected: string | undefined) => ({
  id: `${idPrefix}-panel`,
  role: "tabpanel",
  "aria-labelledby": `${idPrefix}-${selected}`,
});

/**
 * The tabs of the editor's dialogs and drawers (WAI-ARIA tabs): one tab in the tab order,
 * arrow keys, Home and End move between them and select.
 */
export function EditorTabs<T extends string>({ idPrefix, label, tabs, selected, onSelect }: EditorTabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    document.getElementById(`${idPrefix}-${tab.id}`)?.focus();
  };
  return (
    <div role="tablist" className="editor-tabs" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          className="editor-tabs__tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
