import type { FastifyInstance } from "fastify";
import type { AnswersResponse } from "../../../domain/answers";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { presentAnswer } from "./presenter";
import { deleteAnswer, listAnswers, type AnswerKind } from "./repository";

/**
 * Answers one list holds at most, newest first: well above a big guest list (the overview is
 * measured with 2,000), while a flood of robot answers cannot make one request unbounded
 * (5,000 answers are about 7.5 MB of JSON, 260 kB compressed, a quarter second to serve).
 */
const ANSWERS_LIST_MAX = 5_000;
/** Lists one account may load a minute: a list of thousands is megabytes to serialise and compress. */
const ANSWER_LISTS_PER_MINUTE = 60;

const PATHS: Record<AnswerKind, string> = { rsvp: "/api/rsvps/:siteId/v4", form: "/api/form-submissions/:siteId" };

type Params = { siteId: string; answerId: string };

/** The owner's answers overview (spec 3, RSVP v4): RSVP answers per guest and Form submissions, listed and deleted one by one. */
export function answerRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "answer-lists", [{ limit: { max: ANSWER_LISTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);

  for (const [kind, path] of Object.entries(PATHS) as [AnswerKind, string][]) {
    app.get<{ Params: Params }>(path, { preHandler: limited }, async (request, reply): Promise<AnswersResponse> => {
      const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readAnswers");
      reply.header("cache-control", "private, no-store");
      return { data: (await listAnswers(deps.db, kind, site.id, ANSWERS_LIST_MAX)).map(presentAnswer) };
    });

    // Only an answer of this very site is deleted; any other id is the same 404.
    app.delete<{ Params: Params }>(`${path}/:answerId`, async (request) => {
      const { site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
      const { answerId } = request.params;
      if (!isUuid(answerId) || !(await deleteAnswer(deps.db, kind, site.id, answerId))) throw new ApiError(404, "notFound", "No such answer on this site");
      return {};
    });
  }
}
