import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  GUEST_MAIL_KINDS,
  guestListSettingsInput,
  guestMailPreview,
  guestMailSend,
  MAIL_SEND_INTERVAL_SECONDS,
  MAIL_TESTS_PER_MINUTE,
  type GuestListSettings,
  type GuestMailTexts,
  type HouseholdMailRecord,
} from "../../../../domain/guestList/mail";
import { GUEST_LIST_WRITES_PER_MINUTE } from "../../../../domain/guestList/limits";
import { DEFAULT_MAIL_TEXTS, SAMPLE_HOUSEHOLD_NAME } from "../../../../domain/guestList/mailTexts";
import { uiLanguageFor } from "../../../../domain/languages";
import { accounts } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { ApiError, parseInput } from "../../../http/errors";
import { rateLimitBy } from "../../../http/rateLimit";
import { byAccount, type SiteRow, requireSiteAccess } from "../../../core";
import { storedSiteLanguages } from "../siteLanguages";
import { mailComposer } from "./compose";
import { listMailRecords } from "./mailRepository";
import { readSettings, writeSettings, type StoredGuestListSettings } from "./settingsRepository";
import { roundOf, sendGuestMails, sendTestMail, testLanguage } from "./send";
import { stopLinkRoutes } from "./stopLink";
import { updateMailRoutes } from "./updateMailRoutes";
import { eveningBeforeRoutes } from "./eveningBeforeRoutes";
import type { SitePermission } from "../../../../domain/siteRoles";

type SiteParams = { siteId: string };
const BASE = "/api/sites/:siteId/guest-list";

/** The default texts in each of the site's languages, for the dialog to show and start from. */
function defaultTexts(site: SiteRow): GuestListSettings["defaultTexts"] {
  const languages = storedSiteLanguages(site.document);
  return Object.fromEntries(GUEST_MAIL_KINDS.map((kind) => [kind, Object.fromEntries(languages.map((language) => [language, DEFAULT_MAIL_TEXTS[uiLanguageFor(language)][kind]]))])) as GuestListSettings["defaultTexts"];
}

const presentSettings = (site: SiteRow, settings: StoredGuestListSettings): GuestListSettings => ({
  rsvpDeadline: settings.rsvpDeadline?.toISOString() ?? null,
  reminderDaysBefore: settings.reminderDaysBefore,
  resendInvitationAfterDays: settings.resendInvitationAfterDays,
  eveningBeforeMail: settings.eveningBeforeMail,
  mailTexts: settings.mailTexts,
  defaultTexts: defaultTexts(site),
});

/** Texts only in the site's languages: a household's mail is in one of them, so another would never be read. */
function checkTextLanguages(site: SiteRow, texts: GuestMailTexts): void {
  const languages = storedSiteLanguages(site.document);
  for (const kind of GUEST_MAIL_KINDS) {
    for (const language of Object.keys(texts[kind])) {
      if (!languages.includes(language)) throw new ApiError(422, "invalidInput", `The site is not offered in ${language}`, [`mailTexts.${kind}.${language}`]);
    }
  }
}

/** The guest list's mails (decision 068): settings, sends, what went to whom, the workers and the stop link. */
export function guestListMailRoutes(app: FastifyInstance, deps: Deps): void {
  const siteKey = (request: FastifyRequest) => `site:${(request.params as SiteParams).siteId}`;
  // Counted after the ownership check, so nobody else can use up a site's sends.
  const sendLimit = rateLimitBy(deps, "guest-list-mail-sends", [{ limit: { max: 1, window: MAIL_SEND_INTERVAL_SECONDS * 1000 }, key: siteKey }]);
  const testLimit = rateLimitBy(deps, "guest-list-mail-tests", [{ limit: { max: MAIL_TESTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);
  const writeLimit = rateLimitBy(deps, "guest-list-writes", [{ limit: { max: GUEST_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);
  const own = (request: FastifyRequest<{ Params: SiteParams }>, permission: SitePermission) => requireSiteAccess(deps, request, request.params.siteId, permission);

  app.get<{ Params: SiteParams }>(`${BASE}/settings`, async (request, reply) => {
    const { site } = await own(request, "edit");
    reply.header("cache-control", "private, no-store");
    return presentSettings(site, await readSettings(deps.db, site.id));
  });

  app.put<{ Params: SiteParams }>(`${BASE}/settings`, { preHandler: writeLimit }, async (request) => {
    const { site } = await own(request, "edit");
    const input = parseInput(guestListSettingsInput, request.body);
    checkTextLanguages(site, input.mailTexts);
    await writeSettings(deps.db, site.id, input, deps.now());
    return presentSettings(site, await readSettings(deps.db, site.id));
  });

  app.post<{ Params: SiteParams }>(`${BASE}/mails`, async (request, reply) => {
    const { site, accountId } = await own(request, "edit");
    const input = parseInput(guestMailSend, request.body);
    if (input.test) {
      await testLimit.call(app, request, reply);
      const [account] = await deps.db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, accountId));
      return sendTestMail(deps, site, account!.mail, input);
    }
    await sendLimit.call(app, request, reply);
    return sendGuestMails(deps, site, input, roundOf(input.kind, input.sendId));
  });

  app.post<{ Params: SiteParams }>(`${BASE}/mails/preview`, async (request, reply) => {
    const { site } = await own(request, "edit");
    const input = parseInput(guestMailPreview, request.body);
    const language = testLanguage(site, input.language);
    const compose = await mailComposer(deps.db, site, input.kind, site.host ?? deps.config.sitesDomain, deps.config.siteOrigin);
    reply.header("cache-control", "private, no-store");
    const mail = compose({ name: SAMPLE_HOUSEHOLD_NAME[uiLanguageFor(language)], mail: "", language, linkToken: "exempel", eventIds: "all" }, input.text);
    return { subject: mail.subject, html: mail.html, text: mail.text };
  });

  app.get<{ Params: SiteParams }>(`${BASE}/mails`, async (request, reply) => {
    const { site } = await own(request, "edit");
    reply.header("cache-control", "private, no-store");
    const mails: HouseholdMailRecord[] = (await listMailRecords(deps.db, site.id)).map((row) => ({
      householdId: row.householdId,
      kind: row.kind,
      round: row.round,
      status: row.status,
      queuedAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      smtpAnswer: row.smtpAnswer,
      linkOpenedAt: row.linkOpenedAt?.toISOString() ?? null,
    }));
    return { mails };
  });

  updateMailRoutes(app, deps, writeLimit);
  eveningBeforeRoutes(app, deps);
  stopLinkRoutes(app, deps);
}
