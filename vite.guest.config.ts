import path from "node:path";
import { defineConfig } from "vite";
import { preactAliases } from "./src/server/guestRuntime/aliases";
import { islandViewsPlugin } from "./src/server/guestRuntime/islandViewsPlugin";
import { OUT_DIR, precompressAssets, WEB_FILES } from "./vite.config";
import { GUEST_DEV_BASE, GUEST_MANIFEST, moduleFolder } from "./src/server/web/guestBuild";

/**
 * The guest page's entry, built on Preact's React-compatible layer (decision 048): the same
 * components as the editor, a runtime a fifth of React's size. Written into dist/client after the
 * app's build (`npm run build` runs both), with a manifest of its own. In development the shell
 * serves it under /guest-dev/ (src/server/web/shell.ts).
 */
export default defineConfig(({ command }) => ({
  root: path.resolve(import.meta.dirname, "src/web"),
  base: command === "serve" ? GUEST_DEV_BASE : "/",
  // Its development server's dependencies are pre-bundled with the aliases: not in the app's cache.
  cacheDir: path.resolve(import.meta.dirname, "node_modules/.vite-guest"),
  resolve: { alias: preactAliases() },
  plugins: [islandViewsPlugin(), precompressAssets()],
  server: { fs: WEB_FILES },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    assetsDir: "assets",
    manifest: GUEST_MANIFEST,
    rollupOptions: {
      // The slideshow's page (/bildspel) has a small script of its own, which no guest page loads.
      input: { guest: path.resolve(import.meta.dirname, "src/web/site/hydrate.tsx"), slideshow: path.resolve(import.meta.dirname, "src/web/slideshow/slideshow.ts") },
      output: {
        // Each interactive module's view is loaded on demand (virtual:island-views), so it is a
        // chunk of its own with what only it uses; named for its folder, "view-rsvp-<hash>.js".
        chunkFileNames: (chunk) => `assets/${moduleFolder(chunk.facadeModuleId) ? `view-${moduleFolder(chunk.facadeModuleId)}` : "[name]"}-[hash].js`,
      },
    },
  },
}));
