import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const packageDirs = new Map<string, string>();

/** The folder of an installed @fontsource package, looked up once. */
export function fontPackageDir(name: string): string {
  let dir = packageDirs.get(name);
  if (!dir) {
    dir = path.dirname(require.resolve(`@fontsource/${name}/package.json`));
    packageDirs.set(name, dir);
  }
  return dir;
}
