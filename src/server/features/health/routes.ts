import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";

/** How long a readiness answer is reused: a flood of probes costs at most one check per second per process. */
const READY_CACHE_MS = 1000;
const CHECK_TIMEOUT_MS = 2000;

type Check = () => Promise<unknown>;

/**
 * For the load balancer: `/healthz` says the process is up (restart it when not);
 * `/readyz` says it can serve (database and file store reachable; send it no traffic when not).
 */
export function healthRoutes(app: FastifyInstance, deps: Pick<Deps, "db" | "storage">): void {
  const checks: Record<string, Check> = {
    database: () => deps.db.$client.query("SELECT 1"),
    storage: () => deps.storage.check(),
  };
  let last: { at: number; body: Promise<Readiness> } | undefined;

  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const now = Date.now();
    if (!last || now - last.at > READY_CACHE_MS) last = { at: now, body: readiness(checks) };
    const body = await last.body;
    return reply.status(body.status === "ready" ? 200 : 503).header("cache-control", "no-store").send(body);
  });
}

interface Readiness {
  status: "ready" | "unavailable";
  checks: Record<string, "ok" | "failing">;
}

async function readiness(checks: Record<string, Check>): Promise<Readiness> {
  const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await withTimeout(check()).then(() => "ok" as const, () => "failing" as const)] as const));
  return { status: results.every(([, result]) => result === "ok") ? "ready" : "unavailable", checks: Object.fromEntries(results) };
}

function withTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
