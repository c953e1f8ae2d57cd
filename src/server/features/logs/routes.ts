import type { FastifyInstance } from "fastify";
import { logEntrySchema } from "../../../domain/accounts";
import type { Deps } from "../../deps";
import { clientLogs } from "../../db/schema";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { currentSession } from "../../core";

/** Client log entries (spec 1, POST /api/logs/): stored and echoed to the server log. */
export function logRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "client-logs", [{ limit: { max: deps.rateLimits.perIp.max * 2, window: deps.rateLimits.perIp.window }, key: byIp }]);
  app.post("/api/logs/", { preHandler: limited, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const entry = parseInput(logEntrySchema, request.body);
    const session = await currentSession(deps, request);
    await deps.db.insert(clientLogs).values({ ...entry, errorObject: entry.errorObject ?? null, accountId: session?.accountId ?? null });
    request.log[entry.severity >= 3 ? "error" : "warn"]({ clientLog: { url: entry.url, severity: entry.severity, originId: entry.originId, message: entry.errorObject?.message } }, "client log entry");
    return reply.status(201).send({});
  });
}
