import fs from "node:fs/promises";
import path from "node:path";
import { ISLAND_FOLDERS } from "../../modules/islands";
import { GUEST_DEV_BASE, GUEST_MANIFEST, moduleFolder } from "./guestBuild";

/** The script and style files the guest page links, from the build manifest or Vite's dev server. */
export interface GuestAssets {
  scripts: string[];
  /** The entry's stylesheets: one request, cached for a year across every site (decision 049). */
  styles: string[];
  /** Scripts to preload (everything the entry imports). */
  preloads: string[];
  /** Scripts the entry preloads after the first paint on a page with a module of this type: its island's chunk and what that imports. */
  islands: Record<string, string[]>;
  /** The slideshow page's own script (`/bildspel`, decision 120): an entry of the guest build that no guest page loads. */
  slideshow: string[];
}

const ENTRY = "site/hydrate.tsx";
const SLIDESHOW_ENTRY = "slideshow/slideshow.ts";

/** An island's type by the folder of its view. */
const ISLAND_TYPE_OF_FOLDER = new Map(Object.entries(ISLAND_FOLDERS).map(([type, folder]) => [folder, type]));

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  name?: string;
  src?: string;
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

export async function builtGuestAssets(outDir: string): Promise<GuestAssets> {
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, GUEST_MANIFEST), "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build has no guest entry ${ENTRY}: run \`npm run build\`.`);
  // Everything the entry imports, however deep, is preloaded: no chain of round trips on a phone.
  const entryKeys = chunkKeys(manifest, ENTRY);
  const imports = entryKeys.slice(1).map((key) => manifest[key]!);
  // After the first paint the entry loads the islands' runtime (a dynamic import), whose own
  // imports Vite's loader fetches with it; an island's list leaves out what those already bring.
  const runtime = (entry.dynamicImports ?? []).flatMap((key) => chunkKeys(manifest, key));
  const loaded = new Set([...entryKeys, ...runtime].map((key) => manifest[key]!.file));
  const islands: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    // A view is loaded on demand (virtual:island-views): a dynamic entry of its own.
    const type = chunk.isDynamicEntry ? ISLAND_TYPE_OF_FOLDER.get(moduleFolder(chunk.src) ?? "") : undefined;
    if (!type) continue;
    const files = chunkKeys(manifest, key).map((child) => manifest[child]!.file);
    islands[type] = files.filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  }
  const slideshow = manifest[SLIDESHOW_ENTRY];
  return {
    scripts: [`/${entry.file}`],
    preloads: imports.map((chunk) => `/${chunk.file}`),
    styles: [entry, ...imports].flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
    islands,
    // vite.guest.config.ts always builds it; a hand-made build (a test's) may leave it out.
    slideshow: slideshow ? [`/${slideshow.file}`] : [],
  };
}

/** A chunk's manifest key and the keys of everything it imports statically, the chunk first. */
function chunkKeys(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  return [key, ...(manifest[key]!.imports ?? []).flatMap((child) => chunkKeys(manifest, child, seen))];
}

/** In development the guest entry's Vite server serves it as source, with its client (which reloads the page on a change). */
export const DEV_GUEST_ASSETS: GuestAssets = {
  scripts: [`${GUEST_DEV_BASE}@vite/client`, `${GUEST_DEV_BASE}${ENTRY}`],
  styles: [],
  preloads: [],
  islands: {},
  slideshow: [`${GUEST_DEV_BASE}${SLIDESHOW_ENTRY}`],
};
