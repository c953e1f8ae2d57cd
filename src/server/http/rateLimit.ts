import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sql } from "drizzle-orm";
import type { Deps, RateLimit } from "../deps";
import { ApiError } from "./errors";

export type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/**
 * A pre-handler that counts each request against several keys (the client's IP, the
 * e-mail address in the body…) and refuses with 429 once any of them is over its limit.
 * The counters are in PostgreSQL, so a limit holds however many app processes there are;
 * `scope` names the limit (one per guarded feature), so two limits never share a count.
 */
export function rateLimitBy(deps: Pick<Deps, "db" | "now">, scope: string, limits: { limit: RateLimit; key: KeyOf }[]): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const { limit, key } of limits) {
      const who = await key(request);
      if (who === undefined) continue;
      const { count, resetsInMs } = await countHit(deps, `${scope}:${who}`, limit.window);
      if (count > limit.max) {
        throw new ApiError(429, "tooManyRequests", `Too many attempts; try again in ${Math.max(1, Math.ceil(resetsInMs / 1000))} s`);
      }
    }
  };
}

/** Counts one hit in the key's current window (a new window once the last has ended), in one statement. */
async function countHit(deps: Pick<Deps, "db" | "now">, key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }> {
  const now = deps.now();
  const { rows } = await deps.db.$client.query<{ count: number; resets_at: Date }>(
    `INSERT INTO rate_limit_counters AS c (key, count, resets_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.resets_at <= $2 THEN 1 ELSE c.count + 1 END,
       resets_at = CASE WHEN c.resets_at <= $2 THEN excluded.resets_at ELSE c.resets_at END
     RETURNING count, resets_at`,
    [key, now, windowMs],
  );
  const row = rows[0]!;
  return { count: row.count, resetsInMs: row.resets_at.getTime() - now.getTime() };
}

/** Forgets counters whose window has ended (the hourly clean-up job). */
export async function deleteEndedCounters(deps: Pick<Deps, "db" | "now">): Promise<number> {
  const result = await deps.db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at <= ${deps.now()}`);
  return result.rowCount ?? 0;
}

export const byIp: KeyOf = (request) => `ip:${request.ip}`;
export const byBodyMail: KeyOf = (request) => {
  const mail = (request.body as { mail?: unknown } | undefined)?.mail;
  return typeof mail === "string" && mail ? `mail:${mail.trim().toLowerCase()}` : undefined;
};
