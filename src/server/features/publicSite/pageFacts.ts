import type { Deps } from "../../deps";
import type { SwishCommerceGiving } from "../../../domain/swishCommerceGiving";
import { marketTimeZone } from "../../../domain/timeZones";

/** What every guest page of this deployment is told of it, beside the site's own: the shared page and a household's personal one alike. */
export function deploymentFacts(deps: Deps) {
  const commerce = deps.config.giftsBySwishCommerce;
  const swishCommerce: SwishCommerceGiving | null = commerce && { payee: commerce.payee, sandboxApp: deps.swish.sandbox ? `${deps.config.appUrl}/sandbox/swish/` : null };
  return { brand: deps.config.brand.brand, contactMail: deps.config.brand.contactMail, drawsMaps: deps.maps !== null, market: deps.config.brand.market, timeZone: marketTimeZone(deps.config.brand.market), swishCommerce };
}
