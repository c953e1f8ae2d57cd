import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vite";

/** The owner's app lives in src/web; the build lands in dist/client, served by the Node server. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "src/web"),
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    assetsDir: "assets",
  },
});
