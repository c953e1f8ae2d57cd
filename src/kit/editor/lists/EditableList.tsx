import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { insertBefore, moveBy, removeById, replaceById, type WithId } from "../../../domain/lists";
import type { SiteImage } from "../../../domain/site/common";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { PlusIcon } from "../../ui/icons";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { ListItemCard, type ItemAction } from "./ListItemCard";
import { LIST_TEXTS } from "./texts";
import "./lists.css";
import { fill } from "../../../domain/fill";

interface EditableListProps<T extends WithId> {
  /** The list's heading (h3 in the module dialog; the items are h4). */
  label: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** What an item's head shows: its title (or a placeholder) and image. */
  summary: (item: T, index: number) => { title: string; image?: SiteImage | null };
  /** An item's fields, shown while it is open; without them items only move and go. */
  renderFields?: (item: T, change: (item: T) => void, index: number) => ReactNode;
  /** The add button; the new item is appended and opened. */
  add?: { label: string; create: () => T };
}

/** Where focus goes after the next render: a card's button, a new card's first field, or add. */
type Focus = { key: string; action: ItemAction | "fields" } | "add" | null;

const FIELD = "input, textarea, [contenteditable='true'], button";

/**
 * A list the owner edits item by item: one open at a time, add, move up or down (clamped)
 * and remove after a confirmation. Focus follows the item moved or removed, so keyboard
 * users keep their place.
 */
export function EditableList<T extends WithId>({ label, items, onChange, summary, renderFields, add }: EditableListProps<T>) {
  const texts = useOwnerTexts(LIST_TEXTS);
  const headingId = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const container = useRef<HTMLElement>(null);
  const focus = useRef<Focus>(null);

  useLayoutEffect(() => {
    const wanted = focus.current;
    if (!wanted || !container.current) return;
    focus.current = null;
    if (wanted === "add") return container.current.querySelector<HTMLElement>(".editable-list__add")?.focus();
    const card = container.current.querySelector(`[data-item="${CSS.escape(wanted.key)}"]`);
    if (wanted.action === "fields") return card?.querySelector<HTMLElement>(`.list-card__fields :is(${FIELD})`)?.focus();
    // A card moved to an end has that arrow disabled; the other arrow keeps focus in the card.
    const other = wanted.action === "up" ? "down" : "up";
    const button = [wanted.action, other].map((action) => card?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)).find((element) => element && !element.disabled);
    button?.focus();
  });

  const confirmIndex = items.findIndex((item) => item.id === confirmKey);
  const confirming = confirmIndex === -1 ? null : { id: items[confirmIndex]!.id, title: summary(items[confirmIndex]!, confirmIndex).title };

  function move(id: string, by: number) {
    focus.current = { key: id, action: by < 0 ? "up" : "down" };
    onChange(moveBy(items, id, by));
  }

  function remove(id: string) {
    const index = items.findIndex((item) => item.id === id);
    const neighbour = (items[index + 1] ?? items[index - 1])?.id;
    focus.current = neighbour ? { key: neighbour, action: renderFields ? "edit" : "remove" } : add ? "add" : null;
    setConfirmKey(null);
    onChange(removeById(items, id));
  }

  function append() {
    if (!add) return;
    const item = add.create();
    focus.current = { key: item.id, action: "fields" };
    setOpenKey(item.id);
    onChange(insertBefore(items, item, null));
  }

  return (
    <section ref={container} className="editable-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="editable-list__heading">
        {label}
      </h3>
      {items.length > 0 ? (
        <ul className="editable-list__items">
          {items.map((item, index) => {
            const key = item.id;
            const { title, image } = summary(item, index);
            return (
              <ListItemCard
                key={key}
                itemKey={key}
                title={title}
                image={image}
                open={openKey === key}
                canMoveUp={index > 0}
                canMoveDown={index < items.length - 1}
                onToggle={() => setOpenKey(openKey === key ? null : key)}
                onMove={(by) => move(key, by)}
                onRemove={() => setConfirmKey(key)}
              >
                {renderFields?.(item, (changed) => onChange(replaceById(items, key, () => changed)), index)}
              </ListItemCard>
            );
          })}
        </ul>
      ) : (
        <p className="editable-list__empty">{texts.empty}</p>
      )}
      {confirming && (
        <ConfirmDialog
          open
          danger
          title={fill(texts.removeTitle, { name: confirming.title })}
          text={texts.removeText}
          confirmLabel={texts.confirmRemove}
          cancelLabel={texts.cancel}
          onConfirm={() => remove(confirming.id)}
          onCancel={() => {
            // The dialog leaves the page rather than closing, so focus is put back by hand.
            focus.current = { key: confirming.id, action: "remove" };
            setConfirmKey(null);
          }}
        />
      )}
      {add && (
        <button type="button" className="button button--secondary editable-list__add" onClick={append}>
          <PlusIcon />
          {add.label}
        </button>
      )}
    </section>
  );
}
