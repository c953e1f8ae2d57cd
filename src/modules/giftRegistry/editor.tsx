import { useState } from "react";
import { translate, uiLanguageFor } from "../../domain/languages";
import { newId, removeById, replaceById } from "../../domain/lists";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import type { ModuleEditorProps } from "../editorTypes";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { GiftItemEditor } from "./GiftItemEditor";
import { GiftListEditor } from "./GiftListEditor";
import { GiftTextsEditor } from "./GiftTextsEditor";
import { GIFT_ITEM_ID_PREFIX, newGiftItem } from "./itemEditing";
import { GIFT_TEXTS } from "./texts";
import "./editor.css";
import { fill } from "../../domain/fill";

type Tab = "LIST" | "BUTTONS" | "TEXTS";
/** The dialog's views (spec 3, section 4); EDIT is one gift, reached from LIST. */
type View = { kind: Tab; returnedFrom?: string } | { kind: "EDIT"; itemId: string };

/** The gift registry dialog (spec 3, sections 4 and 5): LIST with each gift's EDIT view, BUTTONS and TEXTS. */
export default function GiftRegistryEditor({ module, partId, onChange, onClose }: ModuleEditorProps<"GiftRegistry">) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const { language } = useSiteEditor();
  // Opened from a gift on the page: that gift's own view.
  const [view, setView] = useState<View>(() => (partId && module.giftRegistry.some((item) => item.id === partId) ? { kind: "EDIT", itemId: partId } : { kind: "LIST" }));
  const [removingId, setRemovingId] = useState<string | null>(null);
  const items = module.giftRegistry;
  const tabs = [
    { id: "LIST" as const, label: texts.list },
    { id: "BUTTONS" as const, label: texts.buttons },
    { id: "TEXTS" as const, label: texts.texts },
  ];

  const add = () => {
    const item = newGiftItem(newId(GIFT_ITEM_ID_PREFIX));
    onChange({ ...module, giftRegistry: [...items, item] });
    setView({ kind: "EDIT", itemId: item.id });
  };

  const remove = (itemId: string) => {
    onChange({ ...module, giftRegistry: removeById(items, itemId) });
    setRemovingId(null);
    setView({ kind: "LIST" });
  };

  const editing = view.kind === "EDIT" ? items.find((item) => item.id === view.itemId) : undefined;
  // Spec 3, section 8: a gift to edit that is not in the list is an internal error.
  if (view.kind === "EDIT" && !editing) throw new Error(`Gift item ${view.itemId} to edit is missing`);
  const removing = items.find((item) => item.id === removingId);

  return (
    <ModuleDialog title={texts.dialogTitle} tabs={tabs} tab={view.kind === "EDIT" ? "LIST" : view.kind} onTab={(kind) => setView({ kind })} onClose={onClose}>
      {view.kind === "LIST" && (
        <GiftListEditor
          module={module}
          focusItemId={view.returnedFrom}
          onChange={onChange}
          onAdd={add}
          onEdit={(itemId) => setView({ kind: "EDIT", itemId })}
          onRemove={setRemovingId}
        />
      )}
      {editing && (
        <GiftItemEditor
          key={editing.id}
          item={editing}
          onChange={(item) => onChange({ ...module, giftRegistry: replaceById(items, item.id, () => item) })}
          onBack={() => setView({ kind: "LIST", returnedFrom: editing.id })}
          onRemove={() => setRemovingId(editing.id)}
        />
      )}
      {(view.kind === "BUTTONS" || view.kind === "TEXTS") && <GiftTextsEditor kind={view.kind} module={module} onChange={onChange} defaults={GIFT_TEXTS[uiLanguageFor(language)]} />}
      {removing && (
        <ConfirmDialog
          open
          title={texts.removeItem}
          text={fill(texts.confirmRemove, { title: translate(removing.title, language) || texts.noTitle })}
          confirmLabel={texts.confirmYes}
          cancelLabel={texts.cancel}
          danger
          onConfirm={() => remove(removing.id)}
          onCancel={() => setRemovingId(null)}
        />
      )}
    </ModuleDialog>
  );
}
