import { useEffect, useId, useRef } from "react";
import { translate } from "../../domain/languages";
import { moveBy } from "../../domain/lists";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, TrashIcon } from "../../kit/ui/icons";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { GiftRowMeta } from "./GiftRowMeta";
import { PayeeNumberField } from "./PayeeNumberField";
import type { GiftItem, GiftRegistryModule } from "./schema";
import { fill } from "../../domain/fill";

interface GiftListEditorProps {
  module: GiftRegistryModule;
  /** Back from a gift's EDIT view: focus returns to that gift's edit button. */
  focusItemId?: string;
  onChange: (module: GiftRegistryModule) => void;
  onAdd: () => void;
  onEdit: (itemId: string) => void;
  /** Asks before deleting (the dialog is the editor's, shared with the EDIT view). */
  onRemove: (itemId: string) => void;
}

/**
 * LIST: the module's title and text, the money gifts' payee number (above the gifts, so its
 * warning is seen beside the funds and shared gifts that need it), then the gifts to edit,
 * reorder and delete, and a row to add.
 */
export function GiftListEditor({ module, focusItemId, onChange, onAdd, onEdit, onRemove }: GiftListEditorProps) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const { language } = useSiteEditor();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const items = module.giftRegistry;
  useEffect(() => {
    if (focusItemId) listRef.current?.querySelector<HTMLButtonElement>(`[data-edit="${CSS.escape(focusItemId)}"]`)?.focus();
  }, [focusItemId]);
  const setItems = (giftRegistry: GiftItem[]) => onChange({ ...module, giftRegistry });

  return (
    <>
      <TranslatedTextField label={texts.title} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <RichTextField label={texts.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <PayeeNumberField module={module} onChange={onChange} />
      <section className="gift-list-editor" aria-labelledby={headingId}>
        <h3 id={headingId} className="gift-list-editor__heading">
          {texts.items}
        </h3>
        {items.length === 0 ? (
          <p className="gift-list-editor__empty">{texts.empty}</p>
        ) : (
          <ul ref={listRef} className="gift-list-editor__list">
            {items.map((item, index) => {
              const title = translate(item.title, language) || texts.noTitle;
              return (
                <li key={item.id} className="gift-row">
                  <div className="gift-row__image">{item.image && <SiteImage image={item.image} sizes="4rem" />}</div>
                  <div className="gift-row__body">
                    <p className="gift-row__title">{title}</p>
                    <GiftRowMeta item={item} />
                  </div>
                  <div className="gift-row__tools">
                    <button type="button" className="icon-button" data-edit={item.id} aria-label={fill(texts.edit, { title })} onClick={() => onEdit(item.id)}>
                      <PencilIcon />
                    </button>
                    <button type="button" className="icon-button" aria-label={fill(texts.moveUp, { title })} disabled={index === 0} onClick={() => setItems(moveBy(items, item.id, -1))}>
                      <ArrowUpIcon />
                    </button>
                    <button type="button" className="icon-button" aria-label={fill(texts.moveDown, { title })} disabled={index === items.length - 1} onClick={() => setItems(moveBy(items, item.id, 1))}>
                      <ArrowDownIcon />
                    </button>
                    <button type="button" className="icon-button icon-button--danger" aria-label={fill(texts.remove, { title })} onClick={() => onRemove(item.id)}>
                      <TrashIcon />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" className="button button--secondary gift-list-editor__add" onClick={onAdd}>
          <PlusIcon />
          {texts.add}
        </button>
      </section>
    </>
  );
}
