import type { Market } from "../../../domain/brands";
import type { GiftRegistryModule } from "../schema";
import { GIVING_APP_OF_MARKET, parsePayeeNumber, type GivingApp } from "./payeeNumbers";

/**
 * The app a gift list takes money gifts by: the market's, once the couple's number is one it
 * takes, else none; always Swish where the deployment's own Swish Commerce number takes them.
 */
export function givingAppOf(module: Pick<GiftRegistryModule, "payeeNumber">, market: Market, bySwishCommerce = false): GivingApp | null {
  if (bySwishCommerce) return "swish";
  const app = GIVING_APP_OF_MARKET[market];
  return module.payeeNumber && parsePayeeNumber(app, module.payeeNumber) ? app : null;
}

/** What goes in the app's message field: the name first, so a long greeting is what gets cut. */
export const appMessage = (name: string, greeting: string) => (greeting.trim() ? `${name.trim()}: ${greeting.trim()}` : name.trim());
