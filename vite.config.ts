import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const here = (folder: string) => path.resolve(import.meta.dirname, folder);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/**
 * Writes a .br and a .gz copy beside every compressible built asset, at the best settings,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing the same file again on every request.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  let assetsDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    // Only this build's assets: the guest build writes into the same folder after the app's.
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`) && COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.promises.readFile(file);
          await fs.promises.writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await fs.promises.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
        }),
      );
    },
  };
}

/** What the dev server may read: only what the web app imports, never server code or the data folder. */
export const WEB_FILES = {
  // The shell adds DATA_DIR to `deny` wherever it is. node_modules may be a symlink.
  allow: [...new Set([...["src/web", "src/kit", "src/domain", "src/modules", "node_modules"].map(here), fs.realpathSync(here("node_modules"))])],
  // A module's server/ part is server code inside src/modules (decision 088).
  deny: [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", "**/.git/**", "**/src/modules/*/server/**"],
};

export const OUT_DIR = here("dist/client");

/**
 * The owner's app lives in src/web; the build lands in dist/client. The guest page's entry has a
 * build of its own on Preact (vite.guest.config.ts), written after this one into the same folder.
 */
export default defineConfig({
  root: here("src/web"),
  plugins: [react(), precompressAssets()],
  server: { fs: WEB_FILES },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    assetsDir: "assets",
    // The one chunk past Vite's 500 kB warning is exceljs (about 930 kB), loaded only when an
    // owner exports answers; the guest bundle has its own budget in `npm run bench`.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: { main: here("src/web/index.html") },
    },
  },
});
