import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { resolveHost } from "../../../domain/hostMode";
import { resolveLanguage, uiLanguageFor } from "../../../domain/languages";
import { fontStylesheets } from "../../../kit/guestPage/design/fonts";
import { boundedMap } from "../../boundedMap";
import type { Deps } from "../../deps";
import { LANGUAGE_COOKIE } from "../../http/language";
import { allowInlineStyle } from "../../http/securityHeaders";
import type { WebShell } from "../../web/shell";
import { gateDesign } from "../publicSite/gateDesign";
import { notFoundPage } from "../publicSite/page";
import { publishedSiteOf } from "../publicSite/publishedSite";
import { slideshowPage } from "./page";
import { SLIDESHOW_STYLE_HASH } from "./pageStyle";
import { uploadAddress } from "./uploadAddress";

export const SLIDESHOW_PATH = "/bildspel";

/** QR codes drawn, by address: the page is opened again on every TV's reload. */
const qrCodes = boundedMap<Promise<string>>(500);
const qrSvg = (url: string) => {
  let svg = qrCodes.get(url);
  if (!svg) qrCodes.set(url, (svg = QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 })));
  return svg;
};

/**
 * `/bildspel` on a published site's address (decision 120): the page the couple opens on a TV with
 * `#nyckel=…`. The key never reaches the server with the page (a fragment), so the page is the
 * same for everyone; its script asks the feed with the key. Not on the owner's side's hosts.
 */
export function slideshowPageRoute(app: FastifyInstance, deps: Deps, web: Pick<WebShell, "guestAssets"> | undefined): void {
  app.get(SLIDESHOW_PATH, async (request, reply) => {
    const host = resolveHost(request.headers.host, deps.config.editHosts, (request.query as { domainHost?: string }).domainHost);
    if (host.mode !== "PUBLIC") return reply.callNotFound();
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
    const published = await publishedSiteOf(deps, request);
    if (!published) return reply.status(404).send(notFoundPage(resolveLanguage(request.cookies[LANGUAGE_COOKIE], host.hostname, deps.config.brand.market)));
    const { site, document, mainLanguage } = published;
    const uploadUrl = await uploadAddress(deps, site);
    allowInlineStyle(reply, SLIDESHOW_STYLE_HASH);
    return slideshowPage({
      language: uiLanguageFor(mainLanguage),
      siteId: site.id,
      design: gateDesign(document, mainLanguage, fontStylesheets(document)),
      qrSvg: await qrSvg(uploadUrl),
      uploadUrl,
      scripts: web?.guestAssets.slideshow ?? [],
    });
  });
}
