import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { loginSchema, registerSchema } from "../../../domain/accounts";
import { savedDocumentInput } from "../../../modules/document/readSiteDocument";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { authenticate, me, register } from "./service";
import { byKnownDevice, byMailUnlessKnownDevice, recognizeDevice, rememberDevice } from "./knownDevice";
import { endSession, requireSession, startSession } from "../../core";

/** The registration with the site built before it (quick start, wizard) checked as a saved document. */
const registration = registerSchema.extend({ site: z.object({ document: savedDocumentInput }).optional() });

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  // Attempts count per IP and per address, except that a browser recognized on login as
  // one that logged in to that account before counts on its own instead of the address.
  const limited = rateLimitBy(deps, "login", [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: deps.rateLimits.perMail, key: byMailUnlessKnownDevice },
    { limit: deps.rateLimits.perMail, key: byKnownDevice },
  ]);

  app.post("/api/accounts/register/", { preHandler: limited }, async (request, reply) => {
    const { accountId, me } = await register(deps, parseInput(registration, request.body));
    await startSession(deps, reply, accountId);
    await rememberDevice(deps, reply, accountId);
    return reply.status(201).send(me);
  });

  app.post("/api/accounts/login/", { preHandler: [recognizeDevice(deps), limited] }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const { accountId, me } = await authenticate(deps, input.mail, input.password);
    await startSession(deps, reply, accountId);
    await rememberDevice(deps, reply, accountId);
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
