import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { updateMailCount, updateMailInput, updateMailPreview } from "../../../../domain/guestList/updateMails";
import { SAMPLE_HOUSEHOLD_NAME } from "../../../../domain/guestList/mailTexts";
import { uiLanguageFor } from "../../../../domain/languages";
import type { Deps } from "../../../deps";
import { parseInput } from "../../../http/errors";
import { requireOwnSite } from "../../../core";
import { mailComposer } from "./compose";
import { testLanguage } from "./send";
import { updateRecipients } from "./updateMailRepository";
import { cancelUpdateMail, createUpdateMail, listUpdateMails } from "./updateMails";

type SiteParams = { siteId: string };
const BASE = "/api/sites/:siteId/guest-list/update-mails";

/** The couple's update mails (decision 104): write, count the recipients, preview, send now or later, cancel, follow. */
export function updateMailRoutes(app: FastifyInstance, deps: Deps, writeLimit: preHandlerAsyncHookHandler): void {
  const own = (request: FastifyRequest<{ Params: SiteParams }>) => requireOwnSite(deps, request, request.params.siteId);

  app.get<{ Params: SiteParams }>(BASE, async (request, reply) => {
    const { site } = await own(request);
    reply.header("cache-control", "private, no-store");
    return { updateMails: await listUpdateMails(deps, site.id) };
  });

  app.post<{ Params: SiteParams }>(`${BASE}/count`, async (request) => {
    const { site } = await own(request);
    const input = parseInput(updateMailCount, request.body);
    return { count: (await updateRecipients(deps.db, site.id, input.recipients)).length };
  });

  app.post<{ Params: SiteParams }>(`${BASE}/preview`, async (request, reply) => {
    const { site } = await own(request);
    const input = parseInput(updateMailPreview, request.body);
    const language = testLanguage(site, input.language);
    const compose = await mailComposer(deps.db, site, "update", site.host ?? deps.config.sitesDomain, deps.config.siteOrigin);
    reply.header("cache-control", "private, no-store");
    const mail = compose({ name: SAMPLE_HOUSEHOLD_NAME[uiLanguageFor(language)], mail: "", language, linkToken: "exempel", eventIds: "all" }, input.text);
    return { subject: mail.subject, html: mail.html, text: mail.text };
  });

  app.post<{ Params: SiteParams }>(BASE, { preHandler: writeLimit }, async (request, reply) => {
    const { site } = await own(request);
    const input = parseInput(updateMailInput, request.body);
    return reply.status(201).send(await createUpdateMail(deps, site, input));
  });

  app.delete<{ Params: SiteParams & { updateMailId: string } }>(`${BASE}/:updateMailId`, { preHandler: writeLimit }, async (request) => {
    const { site } = await own(request);
    await cancelUpdateMail(deps, site, request.params.updateMailId);
    return { cancelled: true };
  });
}
