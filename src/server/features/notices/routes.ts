import type { FastifyInstance, FastifyRequest } from "fastify";
import { NOTICES_PER_SITE_PER_HOUR } from "../../../domain/notices/limits";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { rateLimitBy } from "../../http/rateLimit";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { findAnsweredSite, requireGuestAccessToAnswer, requireSiteAccess } from "../../core";
import { noticeReaderOf } from "./guestNotices";
import { presentNotice } from "./presenter";
import { listNoticeRows } from "./repository";
import { createNotice, editNotice, removeNotice } from "./service";

type SiteParams = { siteId: string };
type NoticeParams = SiteParams & { noticeId: string };
const BASE = "/api/sites/:siteId/notices";

/** The couple's notices to the guests (decision 108): the owner's list, post, edit and remove, and the guest pages' read. */
export function noticeRoutes(app: FastifyInstance, deps: Deps): void {
  const reader = noticeReaderOf(deps);
  const own = (request: FastifyRequest<{ Params: SiteParams }>) => requireSiteAccess(deps, request, request.params.siteId, "edit").then((access) => access.site);
  // Counted per site once the caller may edit it, so nobody else can use up a site's posts.
  const perSite = rateLimitBy(deps, "notices-posted", [{ limit: { max: NOTICES_PER_SITE_PER_HOUR, window: 3_600_000 }, key: (request) => `site:${(request.params as SiteParams).siteId}` }]);

  app.get<{ Params: SiteParams }>(BASE, async (request, reply) => {
    const site = await own(request);
    reply.header("cache-control", "private, no-store");
    return { notices: (await listNoticeRows(deps.db, site.id)).map(presentNotice) };
  });

  app.post<{ Params: SiteParams }>(BASE, async (request, reply) => {
    const site = await own(request);
    await perSite.call(app, request, reply);
    const notice = await createNotice(deps, site, request.body);
    reader.forget(site.id);
    return reply.status(201).send(notice);
  });

  app.put<{ Params: NoticeParams }>(`${BASE}/:noticeId`, async (request) => {
    const site = await own(request);
    const notice = await editNotice(deps, site, request.params.noticeId, request.body);
    reader.forget(site.id);
    return notice;
  });

  app.delete<{ Params: NoticeParams }>(`${BASE}/:noticeId`, async (request) => {
    const site = await own(request);
    await removeNotice(deps, site, request.params.noticeId);
    reader.forget(site.id);
    return { removed: true };
  });

  /**
   * A guest page's live notices, polled while it is open: on the open page those for everyone
   * and for public events, with `?link=` those for everyone and for the household's events
   * (a personal link opens a protected site's page, so it opens its notices too).
   */
  app.get<{ Params: SiteParams; Querystring: { link?: unknown } }>(`${BASE}/live`, async (request, reply) => {
    const { siteId } = request.params;
    const link = typeof request.query.link === "string" && request.query.link ? request.query.link : undefined;
    let invited: string[] | null = null;
    if (link) {
      const site = isUuid(siteId) ? await deps.siteCache.loadAnswered(siteId, () => findAnsweredSite(deps.db, siteId)) : undefined;
      if (!site || !isPublished(site, deps.now())) await requireGuestAccessToAnswer(deps, request, siteId);
      invited = await reader.invited(siteId, link);
      if (!invited) throw new ApiError(404, "notFound", "No such invitation");
    } else {
      await requireGuestAccessToAnswer(deps, request, siteId);
    }
    const { body, etag } = await reader.answer(siteId, invited);
    reply.header("cache-control", "no-cache").header("etag", etag).header("vary", "cookie");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(body);
  });
}
