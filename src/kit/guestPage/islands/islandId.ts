import { createContext, useContext, useId } from "react";

/** The id prefix of the island a component is rendered in ("" outside islands: the editor). */
export const IslandIdPrefix = createContext("");

/**
 * `useId` for components that render in guest-page islands. Each island is its own root, whose
 * generated ids start over (Preact has no `identifierPrefix`), so the island's prefix keeps one
 * island's ids from meeting another's; the server renders each island with the same prefix.
 */
export function useIslandId(): string {
  return useContext(IslandIdPrefix) + useId();
}
