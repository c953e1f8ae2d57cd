import type { FastifyInstance } from "fastify";
import { resetPasswordSchema, resetRequestSchema } from "../../../domain/accounts";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { byBodyMail, byIp, rateLimitBy } from "../../http/rateLimit";
import { currentSession } from "../../core";
import { requestReset, resetPassword } from "./service";

export function passwordResetRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "password-reset", [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: deps.rateLimits.perMail, key: byBodyMail },
  ]);

  app.post("/api/accounts/reset-password/", { preHandler: limited }, async (request) => {
    const { mail } = parseInput(resetRequestSchema, request.body);
    await requestReset(deps, mail, requestLanguage(request, deps.config.brand.market));
    return { mail };
  });

  app.put("/api/accounts/reset-password/", async (request) => {
    const { token, password } = parseInput(resetPasswordSchema, request.body);
    const session = await currentSession(deps, request);
    await resetPassword(deps, token, password, requestLanguage(request, deps.config.brand.market), session?.sessionId);
    return {};
  });
}
