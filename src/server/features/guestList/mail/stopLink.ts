import type { FastifyInstance } from "fastify";
import { STOP_REMINDERS_SEGMENT } from "../../../../domain/guestList/mail";
import { PERSONAL_LINK_PREFIX } from "../../../../domain/guestList/personalLink";
import { resolveHost } from "../../../../domain/hostMode";
import { resolveLanguage, uiLanguageFor, type UiLanguage } from "../../../../domain/languages";
import type { Deps } from "../../../deps";
import { LANGUAGE_COOKIE } from "../../../http/language";
import { byIp, rateLimitBy } from "../../../http/rateLimit";
import { htmlDocument } from "../../publicSite/document";
import { notFoundPage, PAGE_STYLE } from "../../publicSite/page";
import { findSiteByHost } from "../../sites/repository";
import { isLinkToken } from "../linkTokens";
import { stopReminders } from "./mailRepository";

const TEXTS: Record<UiLanguage, { title: string; body: string }> = {
  sv: { title: "Inga fler påminnelser", body: "Vi skickar inga fler påminnelser till er. Ni kan fortfarande svara via länken i inbjudan." },
  en: { title: "No more reminders", body: "We will send you no more reminders. You can still answer through the link in the invitation." },
  da: { title: "Ingen flere påmindelser", body: "Vi sender ikke flere påmindelser til jer. I kan stadig svare via linket i invitationen." },
};

function stoppedPage(language: UiLanguage): string {
  const t = TEXTS[language];
  return htmlDocument({ language, title: t.title, noindex: true, head: `<style>${PAGE_STYLE}</style>`, body: `<main><div class="ornament" aria-hidden="true">✦</div><h1>${t.title}</h1><p>${t.body}</p></main>` });
}

/**
 * The stop link of every guest-list mail, on the site's own address: one click, no login, and
 * only the household whose token it carries on the site it is opened on. Opening it again says
 * the same. Rate-limited per address like the guests' other calls.
 */
export function stopLinkRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = rateLimitBy(deps, "guest-list-stop", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  app.get<{ Params: { token: string } }>(`${PERSONAL_LINK_PREFIX}:token/${STOP_REMINDERS_SEGMENT}`, { preHandler: limit }, async (request, reply) => {
    const host = resolveHost(request.headers.host, deps.config.editHosts, (request.query as { domainHost?: string }).domainHost);
    if (host.mode !== "PUBLIC") return reply.callNotFound();
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    const site = isLinkToken(request.params.token) ? await findSiteByHost(deps.db, host.hostname) : undefined;
    const stopped = site ? await stopReminders(deps.db, site.id, request.params.token, deps.now()) : undefined;
    if (!stopped) return reply.status(404).send(notFoundPage(resolveLanguage(request.cookies[LANGUAGE_COOKIE], host.hostname)));
    return reply.send(stoppedPage(uiLanguageFor(stopped.language)));
  });
}
