/** Ordered lists of things with ids (modules, list items, form elements, gifts): the editor's list operations. */
export interface WithId {
  id: string;
}

/** Inserts before the item with `beforeId`, or appends when there is none (or it is gone). */
export function insertBefore<T extends WithId>(items: readonly T[], item: T, beforeId: string | null): T[] {
  const index = beforeId === null ? -1 : items.findIndex((each) => each.id === beforeId);
  return index === -1 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
}

/** Moves an item `by` places, kept within the list: the first cannot go up, the last cannot go down. */
export function moveBy<T extends WithId>(items: readonly T[], id: string, by: number): T[] {
  const from = items.findIndex((each) => each.id === id);
  if (from === -1) return [...items];
  const to = Math.min(Math.max(from + by, 0), items.length - 1);
  const moved = [...items];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

export function removeById<T extends WithId>(items: readonly T[], id: string): T[] {
  return items.filter((each) => each.id !== id);
}

export function replaceById<T extends WithId>(items: readonly T[], id: string, change: (item: T) => T): T[] {
  return items.map((each) => (each.id === id ? change(each) : each));
}

/** A new id with a readable prefix (the spec's listItem, giftRegistryItem, …); unique enough within one site. */
export function newId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
