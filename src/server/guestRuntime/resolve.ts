import type { ResolveHook } from "node:module";
import { PREACT_ALIASES } from "./aliases";

/** Node's resolve hook: React's bare specifiers resolve to Preact's compat layer in the whole server process. */
export const resolve: ResolveHook = (specifier, context, nextResolve) => nextResolve(PREACT_ALIASES[specifier] ?? specifier, context);
