/** A byte limit on top of the entry limit, for values whose size varies a lot (rendered pages). */
export interface ByteBound<V> {
  maxBytes: number;
  bytesOf: (value: V) => number;
}

/**
 * A per-process cache that forgets its least recently used entries past `maxEntries` (and
 * past `bytes.maxBytes`, when given), so memory stays bounded whatever is asked for.
 */
export function boundedMap<V>(maxEntries: number, bytes?: ByteBound<V>) {
  const entries = new Map<string, V>();
  let total = 0;
  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    if (bytes) total -= bytes.bytesOf(value);
  };
  return {
    get: (key: string) => {
      const value = entries.get(key);
      if (value !== undefined) {
        // Moved to the end: a busy site's page is never the one forgotten.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set: (key: string, value: V) => {
      remove(key);
      entries.set(key, value);
      if (bytes) total += bytes.bytesOf(value);
      while (entries.size > maxEntries || (bytes && total > bytes.maxBytes && entries.size > 1)) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
