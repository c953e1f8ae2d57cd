import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sql, type SQL } from "drizzle-orm";
import type { Deps, RateLimit } from "../deps";
import { ApiError } from "./errors";

/** The longest window of any limit: a counter is kept this long after its window ends. */
const COUNTERS_KEPT_MS = 86_400_000;

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
      const now = deps.now();
      refuseOver(limit, await countHit(deps, `${scope}:${who}`, limit, now), now);
    }
  };
}

/** A counted hit: the count in the key's window, and when that window ends. */
export interface Hit {
  count: number;
  resetsAt: Date;
}

/** 429 with the wait, when a hit went over its limit. */
function refuseOver(limit: RateLimit, hit: Hit, now: Date): void {
  if (hit.count <= limit.max) return;
  const resetsInMs = hit.resetsAt.getTime() - now.getTime();
  throw new ApiError(429, "tooManyRequests", `Too many attempts; try again in ${Math.max(1, Math.ceil(resetsInMs / 1000))} s`);
}

/**
 * The statement that counts one hit in the key's current window (a new window once the last
 * has ended) and returns `count` and `resets_at`: run alone, or as a CTE of a statement that
 * does the work the limit guards. A new window keeps the one before as `previous_count` up to
 * `previous_resets_at`; a sliding limit adds the share of it that the last window still covers.
 */
export function hitStatement(key: string, limit: RateLimit, now: Date): SQL {
  const windowMs = limit.window;
  const ended = sql`c.resets_at <= ${now}`;
  const counted = limit.sliding
    ? sql`count + coalesce(floor(previous_count * greatest(0, 1 + extract(epoch from previous_resets_at - ${now}::timestamptz) * 1000 / ${windowMs}::float8))::int, 0)`
    : sql`count`;
  return sql`insert into rate_limit_counters as c (key, count, resets_at) values (${key}, 1, ${now}::timestamptz + make_interval(secs => ${windowMs}::float8 / 1000))
    on conflict (key) do update set
      previous_count = case when ${ended} then c.count else c.previous_count end,
      previous_resets_at = case when ${ended} then c.resets_at else c.previous_resets_at end,
      count = case when ${ended} then 1 else c.count + 1 end,
      resets_at = case when ${ended} then excluded.resets_at else c.resets_at end
    returning ${counted} as count, resets_at`;
}

async function countHit(deps: Pick<Deps, "db">, key: string, limit: RateLimit, now: Date): Promise<Hit> {
  const { rows } = await deps.db.execute<{ count: number; resets_at: Date | string }>(hitStatement(key, limit, now));
  return { count: rows[0]!.count, resetsAt: new Date(rows[0]!.resets_at) };
}

/**
 * A hit its route lets the guarded work count in its own statement (`hitStatement` as a CTE,
 * one round trip fewer on the busiest guest calls, decision 061); the work records it in
 * `counted`. Whatever the work does not count, `whileLimited` counts on its own.
 */
export interface DeferredHit {
  key: string;
  limit: RateLimit;
  counted?: Hit;
}

/**
 * Runs `work` under the limit: the hit is counted once, by the work's statement or after it
 * (also when it fails), and a hit over the limit answers 429 whatever the work answered; the
 * work itself stores nothing past the limit (its statement checks the count).
 */
export async function whileLimited<T>(deps: Pick<Deps, "db" | "now">, scope: string, who: string, limit: RateLimit, work: (hit: DeferredHit) => Promise<T>): Promise<T> {
  const hit: DeferredHit = { key: `${scope}:${who}`, limit };
  const settle = async () => {
    const now = deps.now();
    refuseOver(limit, hit.counted ?? (await countHit(deps, hit.key, limit, now)), now);
  };
  let result: T;
  try {
    result = await work(hit);
  } catch (error) {
    await settle();
    throw error;
  }
  await settle();
  return result;
}

/**
 * Forgets counters whose window ended a day ago (the hourly clean-up job): no limit's window
 * is longer, so a sliding limit has no more use for the window before.
 */
export async function deleteEndedCounters(deps: Pick<Deps, "db" | "now">): Promise<number> {
  const result = await deps.db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at <= ${new Date(deps.now().getTime() - COUNTERS_KEPT_MS)}`);
  return result.rowCount ?? 0;
}

export const byIp: KeyOf = (request) => `ip:${request.ip}`;
export const byBodyMail: KeyOf = (request) => {
  const mail = (request.body as { mail?: unknown } | undefined)?.mail;
  return typeof mail === "string" && mail ? `mail:${mail.trim().toLowerCase()}` : undefined;
};
