import fs from "node:fs/promises";
import path from "node:path";

/** The script and style files the guest page links, from the build manifest or Vite's dev server. */
export interface GuestAssets {
  scripts: string[];
  /** The text of the entry's stylesheets: the page carries it in its head (publicSite/firstPaint.ts). */
  css: string;
  /** Scripts to preload (everything the entry imports). */
  preloads: string[];
  /** Scripts to preload on a page with a module of this type: its island's chunk and what that imports. */
  islands: Record<string, string[]>;
}

const ENTRY = "site/hydrate.tsx";
/** The build names each module's view chunk for its folder (vite.config.ts): "view-giftRegistry" is GiftRegistry's. */
const VIEW_CHUNK = /^view-(\w+)$/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  name?: string;
  dynamicImports?: string[];
}

export async function builtGuestAssets(outDir: string): Promise<GuestAssets> {
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build has no guest entry ${ENTRY}: run \`npm run build\`.`);
  // Everything the entry imports, however deep, is preloaded: no chain of round trips on a phone.
  const imports = chunkKeys(manifest, ENTRY).slice(1).map((key) => manifest[key]!);
  const loaded = new Set([entry.file, ...imports.map((chunk) => chunk.file)]);
  const islands: Record<string, string[]> = {};
  for (const key of entry.dynamicImports ?? []) {
    const folder = VIEW_CHUNK.exec(manifest[key]?.name ?? "")?.[1];
    if (!folder) continue;
    const files = chunkKeys(manifest, key).map((chunk) => manifest[chunk]!.file);
    islands[folder.charAt(0).toUpperCase() + folder.slice(1)] = files.filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  }
  return {
    scripts: [`/${entry.file}`],
    preloads: imports.map((chunk) => `/${chunk.file}`),
    css: (await Promise.all([entry, ...imports].flatMap((chunk) => chunk.css ?? []).map((file) => fs.readFile(path.join(outDir, file), "utf8")))).join("\n"),
    islands,
  };
}

/** A chunk's manifest key and the keys of everything it imports statically, the chunk first. */
function chunkKeys(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  return [key, ...(manifest[key]!.imports ?? []).flatMap((child) => chunkKeys(manifest, child, seen))];
}

/** In development Vite serves the entry as source; its client is added by transformIndexHtml. */
export const DEV_GUEST_ASSETS: GuestAssets = { scripts: [`/${ENTRY}`], css: "", preloads: [], islands: {} };
