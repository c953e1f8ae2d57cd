import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:island-views";
const RESOLVED = `\0${ID}`;
const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The folder of each interactive module type (its definition's `island`), read from the module
 * registry in a process of its own loaded as the server loads it: the Vite config is bundled
 * apart and must not take in the definitions' views, schemas and editors.
 */
function islandFolders(): Record<string, string> {
  const script = 'const { MODULES } = await import("./src/modules/registry.ts"); process.stdout.write(JSON.stringify(MODULES.islandFolders));';
  const output = execFileSync(process.execPath, ["--import", "tsx", "--import", "./src/server/guestRuntime/register.ts", "--input-type=module", "--eval", script], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(output) as Record<string, string>;
}

/** A folder's view: src/modules/<folder>/view.tsx, or the legacy shape's src/modules/legacy/<folder>/view.tsx. */
function viewOf(folder: string): string {
  const file = [path.join(ROOT, "src/modules", folder, "view.tsx"), path.join(ROOT, "src/modules/legacy", folder, "view.tsx")].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`The island folder ${folder} has no view.tsx`);
  return file;
}

/**
 * `virtual:island-views` for the guest entry: each island type's view as a loader of its own
 * chunk, made from the registry when the guest build starts. So the guest bundle gets the
 * interactive views, each on demand, and nothing else of the modules.
 */
export function islandViewsPlugin(): Plugin {
  return {
    name: "island-views",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const entries = Object.entries(islandFolders()).map(([type, folder]) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(viewOf(folder))}),`);
      return `export const ISLAND_VIEWS = {\n${entries.join("\n")}\n};\n`;
    },
  };
}
