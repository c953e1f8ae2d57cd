import type { AccountResponse } from "../../../domain/accounts";
import type { Receipt } from "../../../domain/payments/payments";
import { publicationState } from "../../../domain/publication";
import type { AccountRow, SiteRow } from "../../core";

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The account page's data (spec 1, section 3): only the fields the page shows. */
export function presentAccount(account: AccountRow, site: SiteRow, domains: { domain: string; expires: Date | null }[], receipts: Receipt[], now: Date): AccountResponse {
  return {
    mail: account.mail,
    registered: { date: account.registeredAt.toISOString() },
    site: {
      _id: site.id,
      host: site.host,
      visitorCount: site.visitorCount,
      active: site.active,
      activeDate: iso(site.activeDate),
      activeExpireDate: iso(site.activeExpireDate),
      expired: publicationState(site, now) === "expired",
      customDomains: domains.map((entry) => ({ domain: entry.domain, expires: iso(entry.expires) })),
    },
    receipts,
  };
}
