import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { loadDotEnv } from "../../src/server/dotEnv";

async function folderWith(text: string | undefined) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "dotenv-"));
  if (text !== undefined) await fs.writeFile(path.join(folder, ".env"), text);
  return folder;
}

describe(".env", () => {
  it("configures the server from .env, with the environment's own variables winning", async () => {
    const env: NodeJS.ProcessEnv = { PORT: "3100" };
    loadDotEnv(env, await folderWith("# the owner's settings\nPORT=3200\nMARKET=dk\nMAIL_FROM=\"Anna & Erik <info@example.dk>\"\n"));
    expect(env).toEqual({ PORT: "3100", MARKET: "dk", MAIL_FROM: "Anna & Erik <info@example.dk>" });
    const config = loadConfig(env);
    expect(config.port).toBe(3100);
    expect(config.brand.market).toBe("dk");
  });

  it("stops start-up on a bad value in .env, naming it", async () => {
    const env: NodeJS.ProcessEnv = {};
    loadDotEnv(env, await folderWith("MARKET=fi\n"));
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow("Unknown market: fi");
  });

  it("changes nothing without a .env", async () => {
    const env: NodeJS.ProcessEnv = { BRAND: "party" };
    loadDotEnv(env, await folderWith(undefined));
    expect(env).toEqual({ BRAND: "party" });
  });
});
