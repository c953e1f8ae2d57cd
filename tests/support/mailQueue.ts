import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../src/server/db/client";
import { GUEST_MAIL_QUEUE } from "../../src/server/features/guestList/mail/send";
import { MAIL_QUEUE } from "../../src/server/core";

/** The queues whose jobs send mail: every mail, and the guest list's sends to households. */
const MAIL_QUEUES = [MAIL_QUEUE, GUEST_MAIL_QUEUE];

const STEP_MS = 50;

/** Mails waiting on the queues or being delivered (given up and delivered ones are done). */
export async function pendingMails(database: Pick<Database, "pool">): Promise<number> {
  const { rows } = await database.pool
    .query<{ count: number }>("select count(*)::int as count from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')", [MAIL_QUEUES])
    .catch((error: { code?: string }) => {
      // Before the job queue's first start its schema does not exist: nothing is queued.
      if (error.code === "42P01" || error.code === "3F000") return { rows: [{ count: 0 }] };
      throw error;
    });
  return rows[0]!.count;
}

/** Waits until every queued mail is delivered (or given up), so a test can read what arrived. */
export async function mailDelivered(database: Pick<Database, "pool">, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await pendingMails(database)) > 0) {
    if (Date.now() > deadline) throw new Error(`mail still queued after ${timeoutMs} ms`);
    await sleep(STEP_MS);
  }
}
