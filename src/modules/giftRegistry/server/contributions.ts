import type { Executor } from "../../../server/db/client";
import type { Deps } from "../../../server/deps";
import { ApiError } from "../../../server/http/errors";
import { readSiteDocument } from "../../document/readSiteDocument";
import { isLegacyDocument } from "../../legacy/document";
import type { SiteRow } from "../../../server/core";
import { givingAppOf } from "../giving/givingApp";
import type { GivingApp } from "../giving/payeeNumbers";
import { isFund, isShared, maxContribution } from "../limits";
import type { GiftItem, GiftRegistryModule, GiftReservation } from "../schema";
import { givenTotal, householdIdOfLink, insertContribution, listReservations, lockItem, reservedTotal, type ItemRef } from "./repository";
import { reserverHash } from "./service";

export interface Pledge {
  /** Whole kronor. */
  amount: number;
  name: string;
  greeting: string;
  /** The page's language, for the thank-you. */
  language: string;
  reserver?: string;
  /** The personal link's token, when the gift came through one: the household is the giver. */
  household?: string;
}

/** Records, with the pledge and under its lock, the payment that is to confirm it (decision 100). */
export type PledgePayment = (tx: Executor, contributionId: string) => Promise<void>;

/** The shown, newer-shape gift list `moduleId` of the site (legacy lists take no money), else 404. */
export function giftList(site: SiteRow, moduleId: string): GiftRegistryModule {
  const module = isLegacyDocument(site.document) ? undefined : readSiteDocument(site.document).siteModules.find((candidate) => candidate.id === moduleId);
  if (module?.siteModuleType !== "GiftRegistry" || module.hide) throw new ApiError(404, "notFound", "No such gift registry");
  return module;
}

/** The app money gifts go by on this deployment, when the list has a number it takes. */
export function openFor(deps: Deps, module: GiftRegistryModule): GivingApp {
  const app = givingAppOf(module, deps.config.brand.market, deps.config.giftsBySwishCommerce !== null);
  if (!app) throw new ApiError(422, "givingNotOpen", "The gift list has no number for money gifts");
  return app;
}

/**
 * Records a guest's word that they gave `amount` to a fund or towards a shared gift (decision
 * 093): the money went from their app to the couple's, never through us. Under the gift's lock,
 * the same one reservations take, so parallel pledges and reservations of a shared gift can
 * never together pass its price.
 */
export async function pledge(deps: Deps, site: SiteRow, moduleId: string, itemId: string, input: Pledge, payment?: PledgePayment): Promise<GiftReservation[]> {
  const module = giftList(site, moduleId);
  const item: GiftItem | undefined = module.giftRegistry.find((candidate) => candidate.id === itemId);
  if (!item) throw new ApiError(404, "notFound", "No such gift");
  const app = openFor(deps, module);
  if (!isFund(item) && !isShared(item)) throw new ApiError(422, "giftNotForMoney", "Money cannot be given towards this gift");
  const ref: ItemRef = { siteId: site.id, moduleId, itemId };
  const householdId = input.household ? await householdIdOfLink(deps.db, site.id, input.household) : undefined;
  return deps.db.transaction(async (tx) => {
    await lockItem(tx, ref);
    const left = maxContribution(item, await reservedTotal(tx, ref), await givenTotal(tx, ref));
    if (input.amount > left) throw new ApiError(422, "giftAmountUnavailable", `At most ${left} is left of the price`, ["amount"]);
    const contributionId = await insertContribution(tx, {
      ...ref,
      amountKronor: input.amount,
      app,
      giverName: input.name,
      greeting: input.greeting,
      language: input.language,
      householdId: householdId ?? null,
      reserverHash: input.reserver ? reserverHash(input.reserver) : null,
      createdAt: deps.now(),
    });
    await payment?.(tx, contributionId);
    return listReservations(tx, site.id);
  });
}
