import PgBoss from "pg-boss";
import type pg from "pg";
import type { Executor } from "../db/client";

/**
 * Work that must happen later, again, or exactly once outside the request (receipt mails,
 * expiry reminders, provider follow-ups): a durable queue in PostgreSQL (pg-boss, schema
 * `pgboss`), so a job enqueued survives a restart and any process may run it.
 */
export interface SendOptions {
  /** At most one queued or active job with this key per queue: the same work is never queued twice. */
  key?: string;
  startAfter?: Date;
  /** Enqueue inside this transaction, so the job exists exactly when the data it is about does. */
  tx?: Executor;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** Runs `handler` for this queue's jobs in this process; a throw retries with backoff. */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Runs `queue` on a cron schedule (UTC), once across all processes. */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

const RETRY = { retryLimit: 8, retryDelay: 15, retryBackoff: true } as const;

/** The pool's or the transaction's own connection, as pg-boss runs its statements. */
function executorOf(tx: Executor): PgBoss.Db {
  // Drizzle keeps the transaction's pg client on its session; pg-boss needs that very client.
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

export function pgJobs(pool: pg.Pool, onError: (error: Error) => void, options: { pollingIntervalSeconds?: number } = {}): Jobs {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: "pgboss", supervise: true, schedule: true });
  boss.on("error", onError);
  const started = boss.start();
  const queues = new Map<string, Promise<void>>();
  const queue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = started.then(() => boss.createQueue(name, { name, ...RETRY }));
      queues.set(name, ready);
    }
    return ready;
  };
  return {
    async send(name, data, { key, startAfter, tx } = {}) {
      await queue(name);
      await boss.send(name, data, { ...RETRY, singletonKey: key, startAfter, ...(tx ? { db: executorOf(tx) } : {}) });
    },
    async work(name, handler) {
      await queue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await queue(name);
      await boss.schedule(name, cron, {}, { tz: "UTC" });
    },
    async stop() {
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
