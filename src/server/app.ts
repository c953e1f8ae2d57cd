import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { resolveHost } from "../domain/hostMode";
import type { Deps } from "./deps";
import { devOutboxRoutes } from "./features/devOutbox/routes";
import { registerFeatures } from "./features";
import { registerModuleServerParts } from "./features/moduleServerParts";
import { servePublicPage } from "./features/publicSite/routes";
import { slideshowPageRoute } from "./features/slideshow/pageRoute";
import { printPageStatus } from "./features/prints/printPage";
import { fontStylesheets } from "../kit/guestPage/design/fonts";
import { clientErrorHandler, frameworkErrorHandler } from "./http/clientErrors";
import { installErrorHandling } from "./http/errors";
import { hangUpsAreInfo } from "./http/hangUps";
import { requestLanguage, storeAskedLanguage } from "./http/language";
import { demoPathAnswer } from "./features/publicSite/demoPaths";
import { installOriginCheck } from "./http/origin";
import { installSecurityHeaders } from "./http/securityHeaders";
import { installTextCheck } from "./http/textInput";
import type { StoredMail } from "./providers/mail/outbox";
import type { AppConfig } from "../domain/appConfig";
import { injectAppConfig } from "./web/appConfig";
import type { WebShell } from "./web/shell";
import { deploymentFacts } from "./features/publicSite/pageFacts";

export interface AppOptions {
  deps: Deps;
  /** Serves the owner's app; without one, EDIT-mode pages answer 404 (API-only tests). */
  shell?: (app: FastifyInstance) => Promise<WebShell>;
  /** The development outbox, when mail goes to the sandbox. */
  outbox?: () => Promise<StoredMail[]>;
  logger?: boolean | object;
  /** Sees every route as it is registered (the test that holds docs/roles.md to the routes). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({ deps, shell, outbox, logger = false, onRoute }: AppOptions): Promise<FastifyInstance> {
  const loggerOptions = logger === false ? false : { ...(logger === true ? {} : logger), hooks: hangUpsAreInfo };
  const app = Fastify({ logger: loggerOptions, bodyLimit: 1024 * 1024, trustProxy: deps.config.trustProxy.length ? deps.config.trustProxy : false, clientErrorHandler, frameworkErrors: frameworkErrorHandler });
  if (onRoute) app.addHook("onRoute", onRoute);
  installErrorHandling(app);
  installTextCheck(app);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  installOriginCheck(app, deps.config.appUrl);

  registerFeatures(app, deps);
  await registerModuleServerParts(app, deps);
  // The workers and schedules the features registered start once the app is ready.
  app.addHook("onReady", () => deps.jobs.start());
  app.addHook("onClose", () => Promise.all([deps.visits.stop(), deps.siteCache.stop(), deps.jobs.stop(), deps.cardPayments.close(), deps.swish.close(), deps.printRenderer.close()]));
  if (outbox) devOutboxRoutes(app, outbox);

  const web = shell ? await shell(app) : undefined;
  if (web) app.addHook("onClose", () => web.close());
  installSecurityHeaders(app, { editHosts: deps.config.editHosts, viteDev: web?.viteDev ?? false });
  // Pages on a site's address that link the guest build's scripts are registered once the shell knows them.
  slideshowPageRoute(app, deps, web);

  app.get("/*", async (request, reply) => {
    const query = request.query as { domainHost?: string };
    const host = resolveHost(request.headers.host, deps.config.editHosts, query.domainHost);
    if (host.mode === "PUBLIC") return servePublicPage(deps, request, reply, host, { web, stylesheets: fontStylesheets });
    if (!web || request.url.startsWith("/api/")) return reply.callNotFound();
    const config: AppConfig = {
      brand: deps.config.brand,
      language: requestLanguage(request, deps.config.brand.market),
      landingUrl: deps.config.appUrl,
      isLocalDevelopment: host.isLocalDevelopment,
      sandboxPayments: deps.swish.sandbox,
      drawsMaps: deps.maps !== null,
      swishCommerce: deploymentFacts(deps).swishCommerce,
      sitesDomain: deps.config.sitesDomain,
      ...(outbox ? { outboxUrl: "/dev/outbox" } : {}),
    };
    storeAskedLanguage(request, reply);
    const demo = await demoPathAnswer(deps, request.url);
    if (demo && "redirect" in demo) return reply.redirect(demo.redirect, 302);
    const status = demo?.status ?? (await printPageStatus(deps, request.url));
    return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(injectAppConfig(await web.html(request.url), config));
  });
  return app;
}
