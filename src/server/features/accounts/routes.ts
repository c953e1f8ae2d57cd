import type { FastifyInstance } from "fastify";
import { loginSchema, registerSchema } from "../../../domain/accounts";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { byBodyMail, byIp, rateLimitBy } from "../../http/rateLimit";
import { authenticate, me, register } from "./service";
import { endSession, requireSession, startSession } from "./session";

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(app, [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: deps.rateLimits.perMail, key: byBodyMail },
  ]);

  app.post("/api/accounts/register/", { preHandler: limited }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const { accountId, me } = await register(deps, input.mail, input.password);
    await startSession(deps, reply, accountId);
    return reply.status(201).send(me);
  });

  app.post("/api/accounts/login/", { preHandler: limited }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const { accountId, me } = await authenticate(deps, input.mail, input.password);
    await startSession(deps, reply, accountId);
    return me;
  });

  app.post("/api/accounts/logout/", async (request, reply) => {
    await endSession(deps, request, reply);
    return {};
  });

  app.get("/api/accounts/me/", async (request) => {
    const session = await requireSession(deps, request);
    return me(deps, session.accountId);
  });
}
