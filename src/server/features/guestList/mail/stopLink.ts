import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STOP_REMINDERS_SEGMENT } from "../../../../domain/guestList/mail";
import { PERSONAL_LINK_PREFIX } from "../../../../domain/guestList/personalLink";
import { escapeHtml } from "../../../../domain/html";
import { resolveHost } from "../../../../domain/hostMode";
import { resolveLanguage, uiLanguageFor, type UiLanguage } from "../../../../domain/languages";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { LANGUAGE_COOKIE } from "../../../http/language";
import { byIp, rateLimitBy } from "../../../http/rateLimit";
import { fontStylesheets } from "../../../../kit/guestPage/design/fonts";
import { gateDesign } from "../../publicSite/gateDesign";
import { gatePage, notFoundPage, type GateDesign } from "../../publicSite/page";
import { guestDocument } from "../../publicSite/renderCache";
import { findSiteByHost, loadDocument, type SiteSummary } from "../../../core";
import { isLinkToken } from "../linkTokens";
import { findStopTarget, stopReminders } from "./mailRepository";

const TEXTS: Record<UiLanguage, { askTitle: string; askBody: string; button: string; title: string; body: string }> = {
  sv: {
    askTitle: "Sluta med påminnelser?",
    askBody: "Tryck på knappen, så skickar vi inga fler påminnelser eller uppdateringar. Ni kan fortfarande svara via länken i inbjudan.",
    button: "Sluta påminna oss",
    title: "Inga fler påminnelser",
    body: "Vi skickar inga fler påminnelser eller uppdateringar till er. Ni kan fortfarande svara via länken i inbjudan.",
  },
  en: {
    askTitle: "Stop reminders?",
    askBody: "Press the button and we will send you no more reminders or updates. You can still answer through the link in the invitation.",
    button: "Stop reminders",
    title: "No more reminders",
    body: "We will send you no more reminders or updates. You can still answer through the link in the invitation.",
  },
  da: {
    askTitle: "Stop påmindelser?",
    askBody: "Tryk på knappen, så sender vi ikke flere påmindelser eller opdateringer. I kan stadig svare via linket i invitationen.",
    button: "Stop påmindelser",
    title: "Ingen flere påmindelser",
    body: "Vi sender ikke flere påmindelser eller opdateringer til jer. I kan stadig svare via linket i invitationen.",
  },
};

/** The site's design for a household reading in `language` (a site language): the page looks like the mail it came from. */
async function designOf(db: Db, site: SiteSummary, language: string): Promise<GateDesign> {
  const document = await guestDocument(site, () => loadDocument(db, site.id));
  return gateDesign(document, language, fontStylesheets(document));
}

/** The page's one change is the button's plain form POST to the address it was opened on: no script needed. */
function askPage(language: string, action: string, design: GateDesign): string {
  const t = TEXTS[uiLanguageFor(language)];
  const main = `<h1>${t.askTitle}</h1><p>${t.askBody}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${t.button}</button></form>`;
  return gatePage(uiLanguageFor(language), t.askTitle, design, main);
}

function stoppedPage(language: string, design: GateDesign): string {
  const t = TEXTS[uiLanguageFor(language)];
  return gatePage(uiLanguageFor(language), t.title, design, `<h1>${t.title}</h1><p>${t.body}</p>`);
}

/** A one-click POST carries `List-Unsubscribe=One-Click` (RFC 8058) and the page's form nothing; neither is read. */
const STOP_BODY_LIMIT = 1024;

type StopRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * The stop link of every guest-list mail, on the site's own address, no login, only for the
 * household whose token it carries on the site it is opened on. A GET (or HEAD, as mail
 * scanners send to every link) only shows a page asking; its button's POST stops reminders,
 * and so does a mail program's one-click POST from the List-Unsubscribe header. Rate-limited
 * per address like the guests' other calls.
 */
export function stopLinkRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = rateLimitBy(deps, "guest-list-stop", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  const path = `${PERSONAL_LINK_PREFIX}:token/${STOP_REMINDERS_SEGMENT}`;

  const hostOf = (request: StopRequest) => resolveHost(request.headers.host, deps.config.editHosts, (request.query as { domainHost?: string }).domainHost);
  const siteOf = (request: StopRequest, hostname: string) => (isLinkToken(request.params.token) ? findSiteByHost(deps.db, hostname) : undefined);
  const notFound = (request: StopRequest, reply: FastifyReply, hostname: string) =>
    reply.status(404).send(notFoundPage(resolveLanguage(request.cookies[LANGUAGE_COOKIE], hostname, deps.config.brand.market)));

  app.get<{ Params: { token: string } }>(path, { preHandler: limit }, async (request, reply) => {
    const host = hostOf(request);
    if (host.mode !== "PUBLIC") return reply.callNotFound();
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    const site = await siteOf(request, host.hostname);
    const target = site ? await findStopTarget(deps.db, site.id, request.params.token) : undefined;
    if (!site || !target) return notFound(request, reply, host.hostname);
    const design = await designOf(deps.db, site, target.language);
    return reply.send(target.stopped ? stoppedPage(target.language, design) : askPage(target.language, request.url, design));
  });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: STOP_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    scope.post<{ Params: { token: string } }>(path, { preHandler: limit }, async (request, reply) => {
      const host = hostOf(request);
      if (host.mode !== "PUBLIC") return reply.callNotFound();
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      const site = await siteOf(request, host.hostname);
      const stopped = site ? await stopReminders(deps.db, site.id, request.params.token, deps.now()) : undefined;
      if (!site || !stopped) return notFound(request, reply, host.hostname);
      return reply.send(stoppedPage(stopped.language, await designOf(deps.db, site, stopped.language)));
    });
  });
}
