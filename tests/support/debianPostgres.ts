import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = "/usr/lib/postgresql";

/** The newest of Debian's PostgreSQL installations (`apt-get install postgresql`), with pg_dump and pg_restore. */
async function debianBin(): Promise<string> {
  const versions = await fs.readdir(ROOT).catch(() => [] as string[]);
  const installed = [];
  for (const version of versions) {
    if (await fs.access(path.join(ROOT, version, "bin", "initdb")).then(() => true, () => false)) installed.push(version);
  }
  const newest = installed.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`Debian's PostgreSQL is not installed (no ${ROOT}/*/bin/initdb): run \`apt-get install -y postgresql\` (.ci/run installs it)`);
  return path.join(ROOT, newest, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * A PostgreSQL server of Debian's own on a private folder and a free loopback port, as
 * .ci/run starts one: its pg_dump and pg_restore refuse a server newer than themselves,
 * such as the embedded one. PostgreSQL will not run as root, so as root it runs as `postgres`.
 */
export async function startDebianPostgres() {
  const bin = await debianBin();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "debian-pg-"));
  const asRoot = process.getuid?.() === 0;
  const server = (tool: string, args: string[]) => (asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));
  if (asRoot) await run("chown", ["postgres:postgres", folder]);
  const port = await freePort();
  const data = path.join(folder, "data");
  await server("initdb", ["--auth=trust", "-U", "postgres", "-D", data]);
  await server("pg_ctl", ["-D", data, "-l", path.join(folder, "log"), "-w", "-o", `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder}`, "start"]);
  return {
    /** The maintenance database's URL; `urlOf(name)` gives another database's. */
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlOf: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Runs one of the server's client tools (pg_dump, pg_restore …). */
    tool: (name: string, args: string[]) => run(path.join(bin, name), args),
    stop: async () => {
      await server("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

export type DebianPostgres = Awaited<ReturnType<typeof startDebianPostgres>>;
