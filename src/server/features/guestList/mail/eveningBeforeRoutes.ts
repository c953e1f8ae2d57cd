import { eventNoticeTexts } from "../../notices/repository";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SAMPLE_HOUSEHOLD_NAME } from "../../../../domain/guestList/mailTexts";
import { uiLanguageFor } from "../../../../domain/languages";
import type { Deps } from "../../../deps";
import { ApiError } from "../../../http/errors";
import { requireSiteAccess } from "../../../core";
import { findGuestEvent } from "../eventRepository";
import { siteTimeZone } from "./eveningBefore";
import { eveningBeforeComposer } from "./eveningBeforeMail";
import { testLanguage } from "./send";

type Params = { siteId: string; eventId: string };

/** A moment on the day before the event: the preview says "tomorrow" as the mail will. */
const dayBefore = (startsAt: Date) => new Date(startsAt.getTime() - 86_400_000);

/**
 * The preview of the mail the evening before an event (decision 109): its subject, text and
 * HTML as a household would get it, greeting a sample household, in one of the site's
 * languages (its first by default).
 */
export function eveningBeforeRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: Params; Querystring: { language?: string } }>("/api/sites/:siteId/guest-list/evening-before-mail/:eventId", async (request, reply) => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    const language = testLanguage(site, typeof request.query.language === "string" ? request.query.language : undefined);
    const event = z.uuid().safeParse(request.params.eventId).success ? await findGuestEvent(deps.db, site.id, request.params.eventId) : undefined;
    if (!event) throw new ApiError(404, "notFound", "No such event", ["eventId"]);
    if (!event.startsAt) throw new ApiError(422, "invalidInput", "The event has no time yet: its mail goes the evening before it starts", ["eventId"]);
    const compose = await eveningBeforeComposer(deps.db, site, { ...event, startsAt: event.startsAt }, site.host ?? deps.config.sitesDomain, deps.config.siteOrigin, siteTimeZone(deps));
    const mail = compose({ name: SAMPLE_HOUSEHOLD_NAME[uiLanguageFor(language)], mail: "", language, linkToken: "exempel" }, { now: dayBefore(event.startsAt), notices: await eventNoticeTexts(deps.db, site.id, event.id, deps.now()) });
    reply.header("cache-control", "private, no-store");
    return { subject: mail.subject, text: mail.text, html: mail.html };
  });
}
