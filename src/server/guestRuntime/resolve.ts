import type { ResolveHook } from "node:module";
// The extension is written out: Node 22.18+ and 24 load this hook with their own type stripping, not tsx.
import { PREACT_ALIASES } from "./aliases.ts";

/** Node's resolve hook: React's bare specifiers resolve to Preact's compat layer in the whole server process. */
export const resolve: ResolveHook = (specifier, context, nextResolve) => nextResolve(PREACT_ALIASES[specifier] ?? specifier, context);
