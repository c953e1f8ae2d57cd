import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";

const here = (folder: string) => path.resolve(import.meta.dirname, folder);
const moduleView = (id: string) => /modules\/(\w+)\/view\.tsx$/.exec(id)?.[1] ?? null;

/** The owner's app and the guest page entry live in src/web; the build lands in dist/client. */
export default defineConfig({
  root: here("src/web"),
  plugins: [react()],
  server: {
    fs: {
      // The dev server may read only what the web app imports: never server code or the data folder
      // (the shell adds DATA_DIR to `deny` wherever it is). node_modules may be a symlink.
      allow: [...new Set([...["src/web", "src/domain", "src/modules", "node_modules"].map(here), fs.realpathSync(here("node_modules"))])],
      deny: [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", "**/.git/**"],
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    assetsDir: "assets",
    // The manifest tells the server which files the guest page needs.
    manifest: true,
    // The one chunk past Vite's 500 kB warning is exceljs (about 930 kB), loaded only when an
    // owner exports answers; the guest bundle has its own budget in `npm run bench`.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, "src/web/index.html"),
        guest: path.resolve(import.meta.dirname, "src/web/site/hydrate.tsx"),
      },
      output: {
        codeSplitting: {
          // Each module's view is its own chunk named for its folder ("view-rsvp"), so the server
          // can preload the interactive ones a guest page has (src/server/web/guestAssets.ts).
          // Only the view itself: what it imports is shared and chunked as usual.
          groups: [{ debugName: "module views", name: (id: string) => moduleView(id) && `view-${moduleView(id)}`, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
