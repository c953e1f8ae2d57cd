import type { FastifyInstance, FastifyRequest } from "fastify";
import { GIFT_ENTRY_KINDS, GIFT_LIST_WRITES_PER_MINUTE, giftsReceived, giftTicks, thankYouMail, thankYouTexts, type GiftEntryKind, type GiftListAnswer } from "../../../domain/giftList/giftList";
import { CURRENCY_OF_MARKET } from "../../../domain/giftList/kronor";
import { GIVING_APP_OF_MARKET } from "../../../modules/giftRegistry/giving/payeeNumbers";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess, type SiteRow } from "../../core";
import { siteGiftItems } from "./giftItems";
import { presentFunds, presentGift } from "./presenter";
import { findGift, listGifts, markReceived, moneyPerItem, readThankYouTexts, setTicks, writeThankYouTexts } from "./repository";
import { sendThankYou } from "./thankYouMail";
import { thankYouTextsOf } from "./thankYouTexts";
import type { SitePermission } from "../../../domain/siteRoles";

type SiteParams = { siteId: string };
type EntryParams = SiteParams & { kind: string; id: string };

const BASE = "/api/sites/:siteId/gifts";

/** The entry a URL names; an unknown kind or a malformed id is the same 404 as an entry of another site. */
function entryOf(params: EntryParams): { kind: GiftEntryKind; id: string } {
  if (!(GIFT_ENTRY_KINDS as readonly string[]).includes(params.kind) || !isUuid(params.id)) throw new ApiError(404, "notFound", "No such gift on this site");
  return { kind: params.kind as GiftEntryKind, id: params.id };
}

async function presentedGift(deps: Deps, site: SiteRow, kind: GiftEntryKind, id: string) {
  const row = await findGift(deps.db, site.id, kind, id);
  if (!row) throw new ApiError(404, "notFound", `No such ${kind} on this site`);
  return presentGift(row, siteGiftItems(site.document));
}

/** The couple's list of gifts (decision 096): money pledged and things reserved, their ticks, fund totals and thank-you mails. */
export function giftListRoutes(app: FastifyInstance, deps: Deps): void {
  const writes = { preHandler: rateLimitBy(deps, "gift-list-writes", [{ limit: { max: GIFT_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  const own = (request: FastifyRequest<{ Params: SiteParams }>, permission: SitePermission) => requireSiteAccess(deps, request, request.params.siteId, permission).then((owned) => owned.site);

  app.get<{ Params: SiteParams }>(BASE, async (request, reply): Promise<GiftListAnswer> => {
    const site = await own(request, "edit");
    reply.header("cache-control", "private, no-store");
    const items = siteGiftItems(site.document);
    const [rows, money] = await Promise.all([listGifts(deps.db, site.id), moneyPerItem(deps.db, site.id)]);
    const market = deps.config.brand.market;
    return { app: GIVING_APP_OF_MARKET[market], currency: CURRENCY_OF_MARKET[market], gifts: rows.map((row) => presentGift(row, items)), funds: presentFunds(items, money) };
  });

  app.patch<{ Params: EntryParams }>(`${BASE}/:kind/:id`, writes, async (request) => {
    const site = await own(request, "edit");
    const { kind, id } = entryOf(request.params);
    const ticks = parseInput(giftTicks, request.body);
    if (ticks.received !== undefined && kind !== "contribution") throw new ApiError(422, "giftReceivedOnlyMoney", "Only contributions are received", ["received"]);
    await presentedGift(deps, site, kind, id);
    await setTicks(deps.db, site.id, kind, id, ticks, deps.now());
    return presentedGift(deps, site, kind, id);
  });

  app.post<{ Params: SiteParams }>(`${BASE}/received`, writes, async (request) => {
    const site = await own(request, "edit");
    const { ids } = parseInput(giftsReceived, request.body);
    return { updated: await markReceived(deps.db, site.id, [...new Set(ids)], deps.now()) };
  });

  app.get<{ Params: SiteParams }>(`${BASE}/thank-you-texts`, async (request, reply) => {
    const site = await own(request, "edit");
    reply.header("cache-control", "private, no-store");
    return { texts: thankYouTextsOf(await readThankYouTexts(deps.db, site.id), deps.config.brand.brand) };
  });

  app.put<{ Params: SiteParams }>(`${BASE}/thank-you-texts`, { ...writes, bodyLimit: 128 * 1024 }, async (request) => {
    const site = await own(request, "edit");
    const { texts } = parseInput(thankYouTexts, request.body);
    await writeThankYouTexts(deps.db, site.id, texts, deps.now());
    return { texts: thankYouTextsOf(texts, deps.config.brand.brand) };
  });

  app.post<{ Params: EntryParams }>(`${BASE}/:kind/:id/thank-you`, { ...writes, bodyLimit: 32 * 1024 }, async (request, reply) => {
    const site = await own(request, "edit");
    const { kind, id } = entryOf(request.params);
    const draft = parseInput(thankYouMail, request.body);
    return reply.status(202).send(await sendThankYou(deps, site, kind, id, draft));
  });
}
