import path from "node:path";
import { build } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The browser journeys run against the production build, as guests and owners get it: the app's, then the guest entry's (`npm run build`). */
export default async function buildWebApp() {
  for (const config of ["vite.config.ts", "vite.guest.config.ts"]) await build({ configFile: path.join(ROOT, config), logLevel: "warn" });
}
