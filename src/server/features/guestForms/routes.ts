import type { FastifyInstance } from "fastify";
import { formSubmission, rsvpSubmission } from "../../../domain/site/submissions";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { copyByAddress, copyByIp } from "./copyLimits";
import { requireGuestAccessToAnswer } from "../publicSite/access";
import { issuePostKey, POST_KEY_LIFETIME_MS, type PostKeyTiming } from "./postKeys";
import { submitForm, submitRsvp, type GuestFormContext } from "./service";

/** Post keys, RSVP answers and Form submissions from guests (spec 2, section 7). */
export function guestFormRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "guest-forms", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  // A copy goes to an address anyone may type: the per-address allowance bounds its IP and its address.
  const sends = rateLimitBy(deps, "guest-form-copies", [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: deps.rateLimits.perMail, key: copyByIp },
    { limit: deps.rateLimits.perMail, key: copyByAddress },
  ]);
  const timing: PostKeyTiming = { minAgeMs: deps.config.postKeyMinAgeMs, lifetimeMs: POST_KEY_LIFETIME_MS };
  const context = (log: GuestFormContext["log"]): GuestFormContext => ({ deps, timing, log });

  app.get("/api/rsvps/post-key", { preHandler: [refuseFromEditor, limited] }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { key: await issuePostKey(deps.db, "rsvp", deps.now()), minAgeMs: timing.minAgeMs };
  });
  app.get("/api/form-submissions/post-key", { preHandler: [refuseFromEditor, limited] }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { key: await issuePostKey(deps.db, "form", deps.now()), minAgeMs: timing.minAgeMs };
  });

  app.post<{ Params: { siteId: string } }>("/api/rsvps/:siteId/v4/", { preHandler: [refuseFromEditor, sends] }, async (request) => {
    const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
    const input = parseInput(rsvpSubmission, request.body);
    return submitRsvp(context(request.log), site, input);
  });
  app.post<{ Params: { siteId: string } }>("/api/form-submissions/:siteId/", { preHandler: [refuseFromEditor, sends] }, async (request) => {
    const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
    const input = parseInput(formSubmission, request.body);
    return submitForm(context(request.log), site, input);
  });
}
