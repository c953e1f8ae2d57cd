/** A text with `{name}` placeholders filled from `values`; a placeholder without a value becomes empty. */
export const fillTemplate = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
