import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/server/db/embedded";
import { spawnServer } from "../support/spawnServer";

const children: ChildProcess[] = [];

function startServer(env: Record<string, string> & { PORT: string }) {
  const server = spawnServer(env);
  children.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("start-up", () => {
  it("fails with the spec's message and a severity 3 log entry for an unknown market or brand", async () => {
    const market = startServer({ MARKET: "no", PORT: "0" });
    expect(await market.exited).not.toBe(0);
    expect(market.output()).toContain("Unknown market: no");
    expect(market.output()).toContain('"severity":3');
    const brand = startServer({ BRAND: "funeral", PORT: "0" });
    expect(await brand.exited).not.toBe(0);
    expect(brand.output()).toContain("Unknown brand: funeral");
  });

  it("recovers when a killed run left its PostgreSQL running, and stops cleanly on SIGINT", async () => {
    const dataDir = path.resolve(".test-data", `startup-${process.pid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    const env = { DATA_DIR: dataDir, HOST: "127.0.0.1" };

    const first = startServer({ ...env, PORT: String(await freePort()) });
    await first.ready;
    first.child.kill("SIGKILL"); // the database child survives its parent
    await first.exited;
    const pidFile = path.join(dataDir, "postgres/postmaster.pid");
    const leftoverPid = Number((await fs.readFile(pidFile, "utf8")).split("\n")[0]);
    expect(() => process.kill(leftoverPid, 0)).not.toThrow();

    const port = await freePort();
    const second = startServer({ ...env, PORT: String(port) });
    await second.ready;
    const response = await fetch(`http://127.0.0.1:${port}/api/accounts/me/`);
    expect(response.status).toBe(401);

    second.child.kill("SIGINT");
    expect(await second.exited, second.output()).toBe(0);
    await expect(fs.access(pidFile)).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  it("leaves an unrelated process alone when a stale postmaster.pid names it", async () => {
    const dataDir = path.resolve(".test-data", `stale-pid-${process.pid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    const unrelated = spawn("sleep", ["60"]);
    children.push(unrelated);
    await fs.mkdir(path.join(dataDir, "postgres"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "postgres/postmaster.pid"), `${unrelated.pid}\n${dataDir}/postgres\n`);

    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) });
    await server.ready;
    expect((await fetch(`http://127.0.0.1:${port}/api/accounts/me/`)).status).toBe(401);
    expect(unrelated.exitCode).toBeNull();
    expect(unrelated.signalCode).toBeNull();

    server.child.kill("SIGINT");
    expect(await server.exited, server.output()).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);
});
