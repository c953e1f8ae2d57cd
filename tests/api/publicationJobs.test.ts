import { eq, sql } from "drizzle-orm";
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sites } from "../../src/server/db/schema";
import { EXPIRY_REMINDERS_CRON, EXPIRY_REMINDERS_QUEUE } from "../../src/server/features/publication/reminders";
import { createTestApp, type TestApp } from "../support/app";
import { createTestDatabase } from "../support/database";
import { publishedSite } from "../support/site";
import { APP_IMPORTS } from "../support/spawnServer";

const database = await createTestDatabase();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** An app on the shared database; JOBS_WORKER=false makes one that only sends. */
async function start(worker = true) {
  const t = await createTestApp({ database, env: { JOBS_WORKER: String(worker) } });
  apps.push(t);
  return t;
}

const jobsIn = async (queue: string) => {
  const { rows } = await database.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${queue}`);
  return rows[0]!.count;
};

describe("the job queue", () => {
  it("runs a job sent before the app stopped once a new app is up on the same database", async () => {
    const before = await start(false);
    await before.app.ready();
    await before.deps.jobs.send("test-restart", { greeting: "hej" });
    await before.app.close();

    const after = await start();
    const seen: unknown[] = [];
    await after.deps.jobs.work<{ greeting: string }>("test-restart", async (data) => {
      seen.push(data);
    });
    await after.app.ready();
    await vi.waitFor(() => expect(seen).toEqual([{ greeting: "hej" }]), { timeout: 10_000, interval: 100 });
  });

  it("keeps one waiting job per key", async () => {
    const t = await start(false);
    await t.app.ready();
    await t.deps.jobs.send("test-key", { n: 1 }, { key: "payment-1" });
    await t.deps.jobs.send("test-key", { n: 2 }, { key: "payment-1" });
    await t.deps.jobs.send("test-key", { n: 3 }, { key: "payment-2" });
    await t.deps.jobs.send("test-key", { n: 4 });
    await t.deps.jobs.send("test-key", { n: 5 });
    expect(await jobsIn("test-key")).toBe(4);
  });

  it("enqueues inside a transaction: a rollback takes the job with it", async () => {
    const t = await start(false);
    await t.app.ready();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.deps.jobs.send("test-tx", { n: 1 }, { tx });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await jobsIn("test-tx")).toBe(0);
    await t.database.db.transaction(async (tx) => {
      await t.deps.jobs.send("test-tx", { n: 2 }, { tx });
    });
    expect(await jobsIn("test-tx")).toBe(1);
  });

  it("schedules the expiry reminders hourly where workers run, and not in a send-only app", async () => {
    // A database of its own: the other tests' workers have scheduled on theirs.
    const own = await createTestDatabase();
    const schedules = async () => (await own.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`)).rows;
    const sender = await createTestApp({ database: own, env: { JOBS_WORKER: "false" } });
    await sender.app.ready();
    expect(await schedules()).toEqual([]);
    const worker = await createTestApp({ database: own });
    await worker.app.ready();
    expect(await schedules()).toContainEqual({ name: EXPIRY_REMINDERS_QUEUE, cron: EXPIRY_REMINDERS_CRON });
    await sender.close();
    await worker.close();
    await own.close();
  });
});

describe("npm run worker", () => {
  it("works, in a process of its own, the jobs a web process without workers sends", { timeout: 60_000 }, async () => {
    // A database of its own: no in-process worker of another test may take the job.
    const own = await createTestDatabase();
    const web = await createTestApp({ database: own, env: { JOBS_WORKER: "false" } });
    const site = await publishedSite(web, {});
    await web.database.db.update(sites).set({ activeExpireDate: new Date(Date.now() + 20 * 86_400_000) }).where(eq(sites.id, site.siteId));
    await web.app.ready();

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "worker-data-"));
    const env = { ...process.env, NODE_ENV: "test", DATABASE_URL: own.url, SMTP_URL: web.smtp.url, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    const root = path.resolve(import.meta.dirname, "../..");
    const worker = spawn(process.execPath, [...APP_IMPORTS, "src/server/worker.ts"], { cwd: root, env, stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => worker.on("exit", resolve));
    try {
      await web.deps.jobs.send(EXPIRY_REMINDERS_QUEUE, {});
      await vi.waitFor(() => expect(web.smtp.sentTo(site.mail).map((mail) => mail.subject)).toEqual(["Din sida slutar visas om 20 dagar"]), { timeout: 45_000, interval: 200 });
      worker.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (worker.exitCode === null) worker.kill("SIGKILL");
      await web.close();
      await own.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
