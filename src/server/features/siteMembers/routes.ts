import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { invitationInput } from "../../../domain/siteRoles";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requestLanguage } from "../../http/language";
import { requireSession, requireSiteAccess } from "../../core";
import { listSharedSites } from "./repository";
import { accept, invite, leave, people, removeMember, withdraw } from "./service";

type SiteParams = { siteId: string };
const acceptInput = z.object({ token: z.string().min(1).max(100) });

/** People on a site (decision 101): who is on it, invitations by mail, removal, leaving, and accepting. */
export function siteMemberRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: SiteParams }>("/api/sites/:siteId/people", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return people(deps, await requireSiteAccess(deps, request, request.params.siteId, "readAnswers"));
  });

  app.post<{ Params: SiteParams }>("/api/sites/:siteId/invitations", async (request, reply) => {
    const access = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    await invite(deps, access, parseInput(invitationInput, request.body), requestLanguage(request, deps.config.brand.market));
    return reply.status(201).send(await people(deps, access));
  });

  app.delete<{ Params: SiteParams & { invitationId: string } }>("/api/sites/:siteId/invitations/:invitationId", async (request) => {
    const access = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    if (!isUuid(request.params.invitationId)) throw new ApiError(404, "notFound", "No such pending invitation on this site");
    await withdraw(deps, access, request.params.invitationId);
    return people(deps, access);
  });

  app.delete<{ Params: SiteParams & { accountId: string } }>("/api/sites/:siteId/people/:accountId", async (request) => {
    const access = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    if (!isUuid(request.params.accountId)) throw new ApiError(404, "notFound", "No such person on this site");
    await removeMember(deps, access, request.params.accountId);
    return people(deps, access);
  });

  app.post<{ Params: SiteParams }>("/api/sites/:siteId/leave", async (request) => {
    await leave(deps, await requireSiteAccess(deps, request, request.params.siteId, "readAnswers"));
    return {};
  });

  app.get("/api/accounts/shared-sites", async (request, reply) => {
    const { accountId } = await requireSession(deps, request);
    reply.header("cache-control", "private, no-store");
    return { sites: await listSharedSites(deps.db, accountId) };
  });

  app.post("/api/invitations/accept", async (request) => {
    const { accountId } = await requireSession(deps, request);
    return accept(deps, accountId, parseInput(acceptInput, request.body).token);
  });
}
