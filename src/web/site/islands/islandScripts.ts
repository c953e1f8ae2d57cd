/**
 * The page's island chunks, handed from the server to the guest entry on the entry's script tag:
 * the entry preloads them once the page has painted (../hydrate.tsx), not the head at once.
 */
const ATTRIBUTE = "data-islands";

/** The script tag's attribute, for paths the caller has escaped for HTML. */
export const islandScriptsAttribute = (files: readonly string[]) => (files.length ? ` ${ATTRIBUTE}="${files.join(" ")}"` : "");

export const pageIslandScripts = (): string[] => (document.querySelector(`script[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE) ?? "").split(" ").filter(Boolean);
