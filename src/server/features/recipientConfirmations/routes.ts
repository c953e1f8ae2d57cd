import type { FastifyInstance } from "fastify";
import { recipientConfirmationSchema } from "../../../domain/site/formRecipients";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { confirmRecipient } from "./service";

/** The button on the page a recipient's confirmation link opens; no login, the token is the proof. */
export function recipientConfirmationRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "recipient-confirmation", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  app.post("/api/recipient-confirmations/", { preHandler: limited }, async (request) => {
    const { token } = parseInput(recipientConfirmationSchema, request.body);
    return confirmRecipient(deps, token);
  });
}
