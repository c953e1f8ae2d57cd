import path from "node:path";
import { build } from "vite";

/** The browser journeys run against the production build, as guests and owners get it. */
export default async function buildWebApp() {
  await build({ configFile: path.resolve(import.meta.dirname, "../../../vite.config.ts"), logLevel: "warn" });
}
