import type { FastifyReply, FastifyRequest } from "fastify";
import type { HostInfo } from "../../../domain/hostMode";
import { resolveLanguage } from "../../../domain/languages";
import type { Deps } from "../../deps";
import { LANGUAGE_COOKIE } from "../../http/language";
import { currentSession } from "../accounts/session";
import { countVisit, findSiteByHost } from "../sites/repository";
import { notFoundPage, sitePage } from "./page";

const BOT = /bot|crawl|spider|slurp|preview|monitor/i;

/** A page request on a PUBLIC host: the site published there, or a not-found page. */
export async function servePublicPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, host: HostInfo) {
  const language = resolveLanguage(request.cookies[LANGUAGE_COOKIE], host.hostname);
  const site = await findSiteByHost(deps.db, host.hostname);
  reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
  if (!site || !site.active) return reply.status(404).send(notFoundPage(language));
  if (await isGuestView(deps, request, site.accountId)) await countVisit(deps.db, site.id);
  return reply.send(sitePage(host.hostname, language, site.metaNoindex));
}

/** Views by the owner, by crawlers and prefetches are not visits. */
async function isGuestView(deps: Deps, request: FastifyRequest, ownerId: string): Promise<boolean> {
  if (BOT.test(request.headers["user-agent"] ?? "")) return false;
  if (request.headers["sec-purpose"]?.includes("prefetch")) return false;
  const session = await currentSession(deps, request);
  return session?.accountId !== ownerId;
}
