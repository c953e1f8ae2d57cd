/**
 * The publication period (spec 1, section 4): the first purchase starts it; each later one
 * adds the product's months to the later of today and the current expiry.
 */
export function nextExpiry(currentExpiry: Date | null, now: Date, months: number): Date {
  const base = currentExpiry && currentExpiry > now ? currentExpiry : now;
  return addMonths(base, months);
}

/** Calendar months in UTC; the 31st plus one month is the last day of the shorter month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** A site guests can see: paid for, and the period not yet over. */
export function isPublished(site: { active: boolean; activeExpireDate: Date | null }, now: Date): boolean {
  return site.active && (!site.activeExpireDate || site.activeExpireDate > now);
}

/** Whether guests see the site, and if not, whether it never was published or its period has ended. */
export type PublicationState = "published" | "unpublished" | "expired";

export function publicationState(site: { active: boolean; activeExpireDate: Date | null }, now: Date): PublicationState {
  if (isPublished(site, now)) return "published";
  return site.active ? "expired" : "unpublished";
}
