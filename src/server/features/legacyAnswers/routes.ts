import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OlderAnswer } from "../../../domain/answers";
import { legacyRsvpSubmission, legacySpeechSubmission } from "../../../modules/legacy/answers";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { rateLimitBy, whileLimited } from "../../http/rateLimit";
import { byAccount, requireGuestAccessToAnswer, requireSiteAccess } from "../../core";
import { POST_KEY_LIFETIME_MS } from "../guestForms/postKeys";
import { presentLegacyAnswer } from "./presenter";
import { deleteLegacyAnswer, listLegacyAnswers, type LegacyAnswerKind } from "./repository";
import type { SubmitResult } from "../guestForms/service";
import { submitLegacyRsvp, submitLegacySpeech, type LegacyAnswerContext } from "./service";

/** As the newer overview: well above a guest list, bounded against a flood of robot answers. */
const ANSWERS_LIST_MAX = 5_000;
const ANSWER_LISTS_PER_MINUTE = 60;

const OVERVIEW_PATHS: Record<LegacyAnswerKind, string> = { rsvp: "/api/rsvps/:siteId", speech: "/api/speeches/:siteId" };

/** A legacy site's guest answers (spec 2, section 7) and its owner's older overview (spec 3; decision 054). */
export function legacyAnswerRoutes(app: FastifyInstance, deps: Deps): void {
  const lists = rateLimitBy(deps, "answer-lists", [{ limit: { max: ANSWER_LISTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);
  const timing = { minAgeMs: deps.config.postKeyMinAgeMs, lifetimeMs: POST_KEY_LIFETIME_MS };
  /** Every send counts against the IP's allowance; a stored one in its storing statement (decision 061). */
  const send = (request: FastifyRequest, submit: (context: LegacyAnswerContext) => Promise<SubmitResult>) =>
    whileLimited(deps, "legacy-answers", request.ip, deps.rateLimits.perIp, (hit) => submit({ deps, timing, ip: request.ip, log: request.log, hit }));

  app.post<{ Params: { siteId: string } }>("/api/rsvps/:siteId/v3/", { preHandler: refuseFromEditor }, (request) =>
    send(request, async (context) => submitLegacyRsvp(context, await requireGuestAccessToAnswer(deps, request, request.params.siteId), parseInput(legacyRsvpSubmission, request.body))),
  );
  app.post<{ Params: { siteId: string } }>("/api/speeches/:siteId/v2", { preHandler: refuseFromEditor }, (request) =>
    send(request, async (context) => submitLegacySpeech(context, await requireGuestAccessToAnswer(deps, request, request.params.siteId), parseInput(legacySpeechSubmission, request.body))),
  );

  for (const [kind, path] of Object.entries(OVERVIEW_PATHS) as [LegacyAnswerKind, string][]) {
    app.get<{ Params: { siteId: string } }>(path, { preHandler: lists }, async (request, reply): Promise<{ data: OlderAnswer[] }> => {
      const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readAnswers");
      reply.header("cache-control", "private, no-store");
      return { data: (await listLegacyAnswers(deps.db, site.id, kind, ANSWERS_LIST_MAX)).map(presentLegacyAnswer) };
    });

    // Only an answer of this very site and kind is deleted; any other id is the same 404.
    app.delete<{ Params: { siteId: string; answerId: string } }>(`${path}/:answerId`, async (request) => {
      const { site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
      const { answerId } = request.params;
      if (!isUuid(answerId) || !(await deleteLegacyAnswer(deps.db, site.id, kind, answerId))) throw new ApiError(404, "notFound", "No such answer on this site");
      return { deleted: true };
    });
  }
}
