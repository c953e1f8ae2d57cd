import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * Adds the variables of `.env` in `folder` (the README's `.env.example` lists them) to `env`,
 * the way Node's own `--env-file` does: a variable already set in the environment wins.
 * Without a `.env` nothing changes. The configuration check then sees both alike.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env, folder = process.cwd()): void {
  let text: string;
  try {
    text = fs.readFileSync(path.join(folder, ".env"), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const [name, value] of Object.entries(parseEnv(text))) env[name] ??= value;
}
