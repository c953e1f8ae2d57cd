import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../domain/limits";
import { guestText } from "../../../domain/guestText";
import { RESERVER_KEY_PATTERN } from "../reserverKey";
import type { Deps } from "../../../server/deps";
import { refuseFromEditor } from "../../../server/http/editorMarker";
import { ApiError, parseInput } from "../../../server/http/errors";
import { byIp, rateLimitBy } from "../../../server/http/rateLimit";
import { requireGuestAccess } from "../../../server/core";
import { cancel, reserve } from "./service";
import QRCode from "qrcode";
import { giftList, openFor, pledge } from "./contributions";
import { findGiftSwishPayment, giftSwishPollAnswer, pledgeBySwishCommerce, refreshGiftSwishPayment, workGiftSwishFollowUps } from "./swishCommerce";
import { requestLanguage } from "../../../server/http/language";
import { uiLanguageFor } from "../../../domain/languages";
import { SWISH_ID } from "../../../server/features/payments/swishStatus";
import { paymentQrText } from "../giving/paymentLinks";
import { GIFT_AMOUNT } from "../money";
import { guestReservations } from "../guestReservations";
import { isLegacyDocument } from "../../legacy/document";
import { readSiteDocument } from "../../document/readSiteDocument";
import type { SiteRow } from "../../../server/core";

/**
 * Reserve and cancel bodies (spec 2, section 5): a password and a whole number of at least 1;
 * and the guest page's own random key of the browser (decision 084), optional for older callers.
 */
const reservationBody = z.object({
  quantity: z.number().int().min(1).max(10_000),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  reserver: z.string().regex(RESERVER_KEY_PATTERN).optional(),
});

type Params = { siteId: string; moduleId: string; itemId: string };

const pageLanguage = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/);

/** A reservation may say who gives it, for the couple's list only (an empty name is none), and the personal link it came through. */
const reserveBody = reservationBody.extend({
  name: guestText(100, true).optional(),
  language: pageLanguage.optional(),
  household: z.string().max(100).optional(),
});

/** A guest's word that they gave money (decision 093): whole kronor, their name and greeting. */
const pledgeBody = z.object({
  amount: z.number().int().min(GIFT_AMOUNT.min).max(GIFT_AMOUNT.max),
  name: guestText(100, true).pipe(z.string().min(1)),
  greeting: guestText(500, false).default(""),
  language: pageLanguage,
  reserver: z.string().regex(RESERVER_KEY_PATTERN).optional(),
  household: z.string().max(100).optional(),
  /** The guest's Swish number, where Swish Commerce takes the money (decision 100). */
  payerAlias: z.string().max(40).optional(),
});

const qrQuery = z.object({ amount: z.coerce.number().int().min(GIFT_AMOUNT.min).max(GIFT_AMOUNT.max), message: z.string().max(200).default("") });

/** Pledges a site takes an hour from everyone together: far above a wedding's guests, far below a flood. */
export const PLEDGES_PER_SITE_PER_HOUR = 120;

/** What a guest may see of the site's reservations and money given. */
function forGuests(site: SiteRow, list: Awaited<ReturnType<typeof reserve>>) {
  return isLegacyDocument(site.document) ? list : guestReservations(readSiteDocument(site.document), list);
}

/** Guests reserve and cancel gifts; every answer is the site's full list of reservations. The module's server part (its definition's `server`). */
export default function giftRegistryRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "gift-registry", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  // The older path (spec 2, section 7) and /v2 work alike, on sites of either shape.
  for (const path of ["/api/gift-registry/:siteId/:moduleId/:itemId/", "/api/gift-registry/:siteId/:moduleId/:itemId/v2"]) {
    app.put<{ Params: Params }>(path, { preHandler: [refuseFromEditor, limited] }, async (request) => {
      const site = await requireGuestAccess(deps, request, request.params.siteId);
      const input = parseInput(reserveBody, request.body);
      const giver = { name: input.name || null, language: input.language ?? null, household: input.household };
      const list = await reserve(deps, site, request.params.moduleId, request.params.itemId, input.quantity, input.password, input.reserver, giver);
      return { giftRegistryReservations: forGuests(site, list) };
    });

    app.delete<{ Params: Params }>(path, { preHandler: [refuseFromEditor, limited] }, async (request) => {
      const site = await requireGuestAccess(deps, request, request.params.siteId);
      const input = parseInput(reservationBody, request.body);
      const list = await cancel(deps, site, request.params.moduleId, request.params.itemId, input.quantity, input.password, input.reserver);
      return { giftRegistryReservations: forGuests(site, list) };
    });
  }

  const pledges = rateLimitBy(deps, "gift-pledges", [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: { max: PLEDGES_PER_SITE_PER_HOUR, window: 3_600_000 }, key: ({ params }) => `site:${(params as Params).siteId}` },
  ]);
  app.post<{ Params: Params }>("/api/gift-registry/:siteId/:moduleId/:itemId/contributions", { bodyLimit: 8 * 1024, preHandler: [refuseFromEditor, pledges] }, async (request, reply) => {
    const site = await requireGuestAccess(deps, request, request.params.siteId);
    const input = parseInput(pledgeBody, request.body);
    if (deps.config.giftsBySwishCommerce) {
      const paying = await pledgeBySwishCommerce(deps, site, request.params, input, uiLanguageFor(input.language));
      return reply.status(201).send({ giftRegistryReservations: forGuests(site, paying.reservations), swishId: paying.swishId });
    }
    const list = await pledge(deps, site, request.params.moduleId, request.params.itemId, input);
    return reply.status(201).send({ giftRegistryReservations: forGuests(site, list) });
  });

  // The guest's poll of a gift paid through Swish Commerce: its random id is the only key to it.
  workGiftSwishFollowUps(deps, (error) => app.log.error({ err: error }, "Swish gift follow-up worker"));
  app.get<{ Params: { swishId: string } }>("/api/gift-registry/swish/:swishId", { preHandler: limited }, async (request, reply) => {
    const found = SWISH_ID.test(request.params.swishId) ? await findGiftSwishPayment(deps, request.params.swishId) : undefined;
    if (!found) throw new ApiError(404, "paymentNotFound", "No such Swish payment");
    let payment = found;
    try {
      payment = (await refreshGiftSwishPayment(deps, found)) ?? found;
    } catch (error) {
      // Still pending as far as we know: the next poll, the callback or the follow-up asks again.
      request.log.warn({ err: error }, "Swish status could not be retrieved");
    }
    reply.header("cache-control", "no-store");
    return giftSwishPollAnswer(payment, requestLanguage(request, deps.config.brand.market));
  });

  // The QR code a computer shows for the guest's phone to scan: drawn here, no third party sees the gift.
  app.get<{ Params: Params; Querystring: unknown }>("/api/gift-registry/:siteId/:moduleId/:itemId/qr", { preHandler: limited }, async (request, reply) => {
    const site = await requireGuestAccess(deps, request, request.params.siteId);
    const query = parseInput(qrQuery, request.query);
    const module = giftList(site, request.params.moduleId);
    // Through Swish Commerce the guest's own number starts the payment: there is no code to scan.
    if (deps.config.giftsBySwishCommerce) throw new ApiError(404, "notFound", "Money gifts are paid by the guest's Swish number here");
    if (!module.giftRegistry.some((item) => item.id === request.params.itemId)) throw new ApiError(404, "notFound", "No such gift");
    const text = paymentQrText(openFor(deps, module), { payee: module.payeeNumber!, amount: query.amount, message: query.message });
    if (!text) throw new ApiError(404, "notFound", "This app has no QR code for a payment");
    reply.type("image/svg+xml").header("cache-control", "private, max-age=3600");
    return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  });
}
