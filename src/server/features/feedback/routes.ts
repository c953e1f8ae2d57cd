import type { FastifyInstance } from "fastify";
import { feedbackSchema } from "../../../domain/accounts";
import type { Deps } from "../../deps";
import { feedback } from "../../db/schema";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { requireSession, prepareMail, queueMail } from "../../core";

/** Feedback from logged-in owners; stored, and mailed to the brand's contact address. */
export function feedbackRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "feedback", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  app.post("/api/feedback/", { preHandler: limited }, async (request, reply) => {
    const session = await requireSession(deps, request);
    const input = parseInput(feedbackSchema, request.body);
    const userMail = input.userMail || null;
    await prepareMail(deps);
    await deps.db.transaction(async (tx) => {
      const [stored] = await tx.insert(feedback).values({ accountId: session.accountId, expectsReply: input.expectsReply, userMail, feedbackText: input.feedbackText }).returning({ id: feedback.id });
      const mail = {
        to: deps.config.brand.contactMail,
        subject: `Feedback${input.expectsReply ? " (expects a reply)" : ""}`,
        text: `${input.feedbackText}\n\nFrom: ${userMail ?? "(no address given)"}`,
        ...(userMail && input.expectsReply ? { replyTo: userMail } : {}),
      };
      await queueMail(deps, mail, { key: `feedback:${stored!.id}`, tx });
    });
    return reply.status(201).send({});
  });
}
