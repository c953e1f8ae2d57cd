import fs from "node:fs/promises";
import path from "node:path";

/** The script and style files the guest page links, from the build manifest or Vite's dev server. */
export interface GuestAssets {
  scripts: string[];
  styles: string[];
  /** Scripts to preload (the entry's imports). */
  preloads: string[];
}

const ENTRY = "site/hydrate.tsx";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export async function builtGuestAssets(outDir: string): Promise<GuestAssets> {
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build has no guest entry ${ENTRY}: run \`npm run build\`.`);
  const imports = (entry.imports ?? []).map((key) => manifest[key]!);
  return {
    scripts: [`/${entry.file}`],
    preloads: imports.map((chunk) => `/${chunk.file}`),
    styles: [...(entry.css ?? []), ...imports.flatMap((chunk) => chunk.css ?? [])].map((file) => `/${file}`),
  };
}

/** In development Vite serves the entry as source; its client is added by transformIndexHtml. */
export const DEV_GUEST_ASSETS: GuestAssets = { scripts: [`/${ENTRY}`], styles: [], preloads: [] };
