import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { resolveHost } from "../../../domain/hostMode";
import { z } from "zod";
import { languageForPath } from "../../../domain/site/languageSegment";
import { siteColors } from "../../../kit/guestPage/design/designAttributes";
import { siteNames } from "../../../web/site/footer/footerFacts";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { findHouseholdByToken } from "../guestList/repository";
import { parsePersonalLinkPath } from "../publicSite/personalPage";
import { opensSite, publishedSiteOf, type PublishedSite } from "../publicSite/publishedSite";
import { homeScreenIcon } from "./icon";
import { APPLE_TOUCH_ICON_PATH, APPLE_TOUCH_ICON_SIZE, hexColor, ICON_SIZES, iconPath, initials, webManifest } from "./manifest";
import { SERVICE_WORKER_SCRIPT } from "./serviceWorker";

/** The page a manifest is asked for: a path of the site's own (checked against its pages below). */
const manifestQuery = z.object({ start: z.string().max(200).regex(/^\/(?!\/)/, "start: en sökväg på sidans adress").optional() });

/** Whether the guest may see the couple's names: a site they may open (opensSite), or a protected one reached by a household's link. */
async function mayShowNames(deps: Deps, request: FastifyRequest, { site }: PublishedSite, token?: string): Promise<boolean> {
  if (await opensSite(deps, request, site)) return true;
  return token !== undefined && (await findHouseholdByToken(deps.db, site.id, token)) !== undefined;
}

/**
 * What lets a site's page work without a network and be added to a home screen (decision 110):
 * the service worker, the web app manifest and its icons, on the site's own address only.
 */
export function offlineRoutes(app: FastifyInstance, deps: Deps): void {
  app.get("/sw.js", async (request, reply) => {
    const host = resolveHost(request.headers.host, deps.config.editHosts);
    if (host.mode !== "PUBLIC") return reply.callNotFound();
    // Asked again on every navigation's update check, so a new version is taken at once.
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(SERVICE_WORKER_SCRIPT);
  });

  app.get("/manifest.webmanifest", async (request, reply) => {
    const { start = "/" } = parseInput(manifestQuery, request.query);
    const published = await publishedSiteOf(deps, request);
    if (!published) return reply.callNotFound();
    const { document, available } = published;
    const link = parsePersonalLinkPath(start, available);
    const pageLanguage = link ? link.language : languageForPath(start, available, document.language);
    // A path that is not one of the site's pages starts at the page's front.
    const startUrl = link || pageLanguage ? start.split("?")[0]! : "/";
    const language = pageLanguage ?? document.language;
    const names = (await mayShowNames(deps, request, published, link?.token)) ? siteNames(document, language) : "";
    const colors = siteColors(document);
    const manifest = webManifest({ names, hostname: published.hostname, language, startUrl, themeColor: hexColor(colors.primary), backgroundColor: hexColor(colors.background) });
    return reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", published.site.passwordHash || link ? "private, no-cache" : "no-cache")
      .send(JSON.stringify(manifest));
  });

  const icon = (size: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const published = await publishedSiteOf(deps, request);
    if (!published) return reply.callNotFound();
    const { site, document } = published;
    const shown = await mayShowNames(deps, request, published);
    const colors = siteColors(document);
    const png = await homeScreenIcon(`${site.id}@${site.updatedAt.getTime()}`, size, { background: hexColor(colors.primary), text: hexColor(colors.onPrimary) }, shown ? initials(siteNames(document, document.language)) : "");
    return reply.type("image/png").header("cache-control", site.passwordHash ? "private, no-cache" : "no-cache").send(png);
  };
  for (const size of ICON_SIZES) app.get(iconPath(size), icon(size));
  app.get(APPLE_TOUCH_ICON_PATH, icon(APPLE_TOUCH_ICON_SIZE));
}
