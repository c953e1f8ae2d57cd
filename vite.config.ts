import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vite";

/** The owner's app and the guest page entry live in src/web; the build lands in dist/client. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "src/web"),
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    assetsDir: "assets",
    // The manifest tells the server which files the guest page needs.
    manifest: true,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, "src/web/index.html"),
        guest: path.resolve(import.meta.dirname, "src/web/site/hydrate.tsx"),
      },
    },
  },
});
