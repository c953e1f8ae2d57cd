/**
 * The guest page runs on Preact through its React-compatible layer, on the server and in the
 * browser, so that the tree the server renders is the one the browser hydrates (decision 048).
 * The bare React specifiers the guest code imports, and what they stand for there. Used by the
 * server's resolve hook, the guest build (vite.guest.config.ts) and the tests (vitest.config.ts).
 */
export const PREACT_ALIASES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

/** The aliases for Vite and Vitest, each matching its specifier exactly (an object entry "react" would also take "react/…"). */
export const preactAliases = () => Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find.replace("/", "\\/")}$`), replacement }));
