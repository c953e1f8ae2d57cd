/** A form value as Stripe's API reads it: text, or objects and lists from bracket keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const MAX_DEPTH = 5;

/**
 * Parses `application/x-www-form-urlencoded` the way the Stripe SDK writes it (qs style):
 * `metadata[reference]=X` is an object, `payment_method_types[0]=card` a list.
 */
export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split("[");
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ""))];
    if (path.length > MAX_DEPTH || path.some((part) => part === "__proto__")) continue;
    let node: Record<string, FormValue> = root;
    for (const part of path.slice(0, -1)) {
      const existing = node[part];
      const child = typeof existing === "object" ? existing : {};
      node[part] = child;
      node = child as Record<string, FormValue>;
    }
    node[path.at(-1)!] = value;
  }
  return listsFrom(root) as Record<string, FormValue>;
}

/** Objects whose keys are 0, 1, 2 … become lists. */
function listsFrom(value: FormValue): FormValue {
  if (typeof value === "string") return value;
  const entries = Object.entries(value).map(([key, item]) => [key, listsFrom(item)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}
