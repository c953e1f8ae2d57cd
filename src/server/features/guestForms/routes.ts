import type { FastifyInstance, FastifyRequest } from "fastify";
import { formSubmission, rsvpSubmission } from "../../../domain/site/submissions";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy, whileLimited } from "../../http/rateLimit";
import { copyByAddress, copyByIp } from "./copyLimits";
import { requireGuestAccessToAnswer } from "../../core";
import { presentAnswerToChange, requireAnswerToChange } from "./changeLinks";
import { issuePostKey, POST_KEY_LIFETIME_MS, type PostKeyTiming } from "./postKeys";
import { submitForm, submitRsvp, type GuestFormContext, type SubmitResult } from "./service";

/** Post keys, RSVP answers and Form submissions from guests (spec 2, section 7). */
export function guestFormRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "guest-forms", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  // A copy goes to an address anyone may type: the per-address allowance bounds its IP and its address.
  const copies = rateLimitBy(deps, "guest-form-copies", [
    { limit: deps.rateLimits.perMail, key: copyByIp },
    { limit: deps.rateLimits.perMail, key: copyByAddress },
  ]);
  const timing: PostKeyTiming = { minAgeMs: deps.config.postKeyMinAgeMs, lifetimeMs: POST_KEY_LIFETIME_MS };
  /** Every send counts against the IP's allowance; a stored one in its storing statement (decision 061). */
  const send = (request: FastifyRequest, submit: (context: GuestFormContext) => Promise<SubmitResult>) =>
    whileLimited(deps, "guest-form-sends", request.ip, deps.rateLimits.perIp, (hit) => submit({ deps, timing, log: request.log, hit }));

  app.get("/api/rsvps/post-key", { preHandler: [refuseFromEditor, limited] }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { key: await issuePostKey(deps.db, "rsvp", deps.now()), minAgeMs: timing.minAgeMs };
  });
  app.get("/api/form-submissions/post-key", { preHandler: [refuseFromEditor, limited] }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { key: await issuePostKey(deps.db, "form", deps.now()), minAgeMs: timing.minAgeMs };
  });

  app.post<{ Params: { siteId: string } }>("/api/rsvps/:siteId/v4/", { preHandler: [refuseFromEditor, copies] }, (request) =>
    send(request, async (context) => {
      const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
      return submitRsvp(context, site, parseInput(rsvpSubmission, request.body));
    }),
  );
  // A guest's change link (decision 078): the answer it was mailed for, filled into the form again.
  app.get<{ Params: { siteId: string; token: string } }>("/api/rsvps/:siteId/v4/answers/:token", { preHandler: [refuseFromEditor, limited] }, async (request, reply) => {
    const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
    const { formId, rows } = await requireAnswerToChange(deps.db, site.id, request.params.token);
    reply.header("cache-control", "no-store");
    return presentAnswerToChange(formId, rows);
  });
  app.post<{ Params: { siteId: string } }>("/api/form-submissions/:siteId/", { preHandler: [refuseFromEditor, copies] }, (request) =>
    send(request, async (context) => {
      const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
      return submitForm(context, site, parseInput(formSubmission, request.body));
    }),
  );
}
