import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage";

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif", ".svg": "image/svg+xml" };
const typeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

/** Files under a directory (DATA_DIR/uploads); keys are relative paths checked against traversal. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a process stopped mid-write never leaves a cut file under the key.
      const aside = `${file}.${randomUUID()}.part`;
      await fs.writeFile(aside, body);
      await fs.rename(aside, file);
    },
    async get(key) {
      const file = resolve(key);
      const body = await fs.readFile(file).catch(() => null);
      return body ? { body, contentType: typeOf(file) } : null;
    },
    async stream(key) {
      const file = resolve(key);
      const handle = await fs.open(file).catch(() => null);
      if (!handle) return null;
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return { body: handle.createReadStream(), contentType: typeOf(file), size: stats.size };
    },
    has: (key) => fs.access(resolve(key)).then(() => true, () => false),
    delete: (key) => fs.rm(resolve(key), { force: true }),
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.W_OK);
    },
  };
}
