import type { FastifyInstance } from "fastify";
import { MODULE_DEFINITIONS } from "../../modules/registry";
import type { Deps } from "../deps";

/** A module's server part: its folder's server/routes.ts, registering the module's guest routes. */
interface ModuleServerPart {
  default: (app: FastifyInstance, deps: Deps) => void;
}

/**
 * The guest routes of every module type whose definition declares a server part, loaded from
 * its folder by convention: the definitions never import them, so the browser bundles no server
 * code. The list to load from is a parameter, so a test may add a module type of its own.
 */
export async function registerModuleServerParts(app: FastifyInstance, deps: Deps, definitions: readonly { folder: string; server?: true }[] = MODULE_DEFINITIONS, root = new URL("../../modules/", import.meta.url)): Promise<void> {
  for (const definition of definitions.filter((candidate) => candidate.server)) {
    const part = (await import(new URL(`${definition.folder}/server/routes.ts`, root).href)) as ModuleServerPart;
    part.default(app, deps);
  }
}
