/** A per-process cache that forgets its oldest entry past `maxEntries`, so memory stays bounded whatever is asked for. */
export function boundedMap<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, value: V) => {
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
