import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Executor } from "../db/client";

/**
 * Work that must happen later, again, or exactly once outside the request (receipt mails,
 * expiry reminders, provider follow-ups): a durable queue in PostgreSQL (pg-boss, schema
 * `pgboss`), so a job enqueued survives a restart and any process may run it.
 *
 * Features call `work` and `schedule` while they register (in registerFeatures); nothing
 * runs until `start`, which the app calls when it is ready. A process built without
 * workers (JOBS_WORKER=false, the web process beside `npm run worker`) only sends.
 */
export interface SendOptions {
  /** At most one waiting job with this key per queue: sending the same work again before it has started is a no-op. */
  key?: string;
  startAfter?: Date;
  /** Enqueue inside this transaction, so the job exists exactly when the data it is about does. */
  tx?: Executor;
  /** Attempts after the first, and the first wait in seconds (doubling, with jitter); 8 and 15 s unless given. */
  retry?: Retry;
  /**
   * How long one attempt may run before the job counts as failed and is tried again: a process
   * that dies mid-attempt leaves its job active until then. pg-boss's 15 minutes unless given.
   */
  expireInSeconds?: number;
}

export interface Retry {
  limit: number;
  delaySeconds: number;
}

/** Which attempt a handler is making: `retryCount` reaches `retryLimit` on the last one. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, attempt: Attempt) => Promise<void>;

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /**
   * Makes sure the queues exist. Call it before a transaction that sends to them: creating a
   * queue takes a connection of its own, which a pool busy with transactions waiting on this
   * one would never give.
   */
  prepare(...queues: string[]): Promise<void>;
  /**
   * Runs `handler` for this queue's jobs in this process (from `start` on); a throw retries with
   * backoff and is logged, unless the handler says it logs its own failures with what they are about.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: { logsItsFailures?: boolean }): Promise<void>;
  /** Runs `queue` on a cron schedule (UTC), once across all processes (from `start` on). */
  schedule(queue: string, cron: string): Promise<void>;
  /** Starts the registered workers and schedules; later registrations start at once. */
  start(): Promise<void>;
  /** Lets running jobs finish (a few seconds at most), then stops; unfinished ones are retried later. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** False: send only; another process works the queues. */
  worker?: boolean;
  /** How often an idle worker asks for jobs; pg-boss allows 0.5 s at least. */
  pollingIntervalSeconds?: number;
}

export type JobsLog = (message: string, error?: unknown) => void;

const RETRY: Retry = { limit: 8, delaySeconds: 15 };
const retryOptions = ({ limit, delaySeconds }: Retry) => ({ retryLimit: limit, retryDelay: delaySeconds, retryBackoff: true });
/** pg-boss's floor for polling; below it `work` throws. */
const MIN_POLLING_SECONDS = 0.5;
const STOP_TIMEOUT_MS = 5000;
const MAINTENANCE_SECONDS = 30;

/** The pool's or the transaction's own connection, as pg-boss runs its statements. */
function executorOf(tx: Executor): PgBoss.Db {
  // Drizzle keeps the transaction's pg client on its session; pg-boss needs that very client.
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

const DEADLOCK = "40P01";

/**
 * Creates the queue (a no-op when it exists). Processes starting together create their queues
 * at the same moment, and attaching the queues' partitions can deadlock in PostgreSQL; the
 * loser's statement was rolled back whole, so it is simply tried again.
 */
async function createQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name, { name, policy: "short", ...retryOptions(RETRY) });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function pgJobs(pool: pg.Pool, log: JobsLog, options: JobsOptions = {}): Jobs {
  const worker = options.worker ?? true;
  const pollingIntervalSeconds = Math.max(options.pollingIntervalSeconds ?? 2, MIN_POLLING_SECONDS);
  // Maintenance (expiring, archiving) and cron run where the workers run.
  // Maintenance every 30 s (pg-boss's default is 2 min): it is what finds an attempt past its expiry, a dead process's.
  // Once stopped, pg-boss's late calls (a job's outcome after the stop's wait, an attempt timing out) are
  // never answered, so they record nothing and reject nothing on a pool the app may have ended: the job
  // stays active and expires, and a running process retries it.
  let closed = false;
  const executeSql = (text: string, values?: unknown[]) => (closed ? new Promise<never>(() => {}) : pool.query(text, values));
  const boss = new PgBoss({ db: { executeSql }, schema: "pgboss", supervise: worker, schedule: worker, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  boss.on("error", (error) => log("job queue", error));

  let booted: Promise<unknown> | undefined;
  const boot = () => (booted ??= boss.start());
  const queues = new Map<string, Promise<void>>();
  // "short": a unique key per queue among waiting jobs, so `key` dedupes; keyless sends get a key of their own.
  // This process makes one queue at a time (two at once deadlock as two processes' do), and keeps no failure.
  let creating: Promise<void> = Promise.resolve();
  const queue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = creating = creating.catch(() => {}).then(boot).then(() => createQueue(boss, name));
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  };

  const pending: (() => Promise<void>)[] = [];
  const workerIds = new Map<string, string[]>();
  let started = false;
  let stopped = false;
  const whenStarted = async (run: () => Promise<void>) => {
    if (!worker) return;
    if (started) return run();
    pending.push(run);
  };

  return {
    async send(name, data, { key, startAfter, tx, retry = RETRY, expireInSeconds } = {}) {
      await queue(name);
      await boss.send(name, data, { ...retryOptions(retry), singletonKey: key ?? randomUUID(), startAfter, ...(expireInSeconds ? { expireInSeconds } : {}), ...(tx ? { db: executorOf(tx) } : {}) });
      // A worker of this process takes it now rather than at its next poll (a job in a transaction is not visible yet).
      if (!tx && !startAfter) for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async prepare(...names) {
      await Promise.all(names.map(queue));
    },
    work(name, handler, { logsItsFailures = false } = {}) {
      return whenStarted(async () => {
        await queue(name);
        const id = await boss.work<object>(name, { pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
          // Jobs a fetch in flight at `stop` brings back stay active untouched (pg-boss's calls go unanswered
          // once stopped): they expire and are retried by a running process.
          if (stopped) return new Promise<never>(() => {});
          // A burst is worked through at once: the worker asks again now instead of after its polling pause.
          for (const own of workerIds.get(name) ?? []) boss.notifyWorker(own);
          for (const job of jobs) {
            try {
              await handler(job.data as never, { retryCount: job.retryCount, retryLimit: job.retryLimit });
            } catch (error) {
              if (!logsItsFailures) log(job.retryCount < job.retryLimit ? `job ${name} failed; it is retried later` : `job ${name} failed for the last time`, error);
              throw error;
            }
          }
        });
        workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
      });
    },
    schedule(name, cron) {
      return whenStarted(async () => {
        await queue(name);
        await boss.schedule(name, cron, {}, { tz: "UTC" });
      });
    },
    async start() {
      if (started || stopped) return;
      await boot();
      started = true;
      for (const run of pending.splice(0)) await run();
    },
    async stop() {
      stopped = true;
      const up = await booted?.then(() => true, () => false);
      if (!up) return;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      closed = true;
    },
  };
}
