import { eq } from "drizzle-orm";
import type { BrandSetting } from "../../domain/brands";
import type { Db } from "../db/client";
import { sites } from "../db/schema";
import { findAccountByMail } from "../core";
import { createAccountWithSite } from "../features/accounts/service";
import { readSiteDocument } from "../../modules/document/readSiteDocument";
import { starterDocument } from "../../modules/starter/documents";
import { marketLanguage } from "../../domain/languages";
import type { Storage } from "../providers/storage/storage";
import { hashPassword } from "../security/passwords";
import { demoDocument } from "./demoDocument";
import { starterImages } from "./starterImages";
import { demoHost } from "../features/publicSite/demoPaths";
import { guestEventInput } from "../../domain/guestList/types";
import { insertGuestEvent } from "../features/guestList/eventRepository";
import { demoEvents } from "./demoEvents";

export const DEMO_PASSWORD = "demo-password";

export interface DemoAccount {
  mail: string;
  password: string;
  siteId: string;
  host: string;
  created: boolean;
}

/**
 * The demo owner and their published site (with its own copies of the starter pictures), made on
 * the first start of a development setup: the wedding's demo page with every module and its
 * weekend's events, or a party's
 * or event's own starter page, so no brand shows another's occasion.
 */
export async function seedDemo(db: Db, storage: Storage, brand: Pick<BrandSetting, "brand" | "domain" | "market">, sitesDomain: string, now: Date): Promise<DemoAccount> {
  const brandDomain = brand.domain;
  const mail = `demo@${brandDomain}`;
  const host = demoHost(sitesDomain);
  const existing = await findAccountByMail(db, mail);
  if (existing) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, existing.id));
    return { mail, password: DEMO_PASSWORD, siteId: site?.id ?? "", host, created: false };
  }
  const images = await starterImages(storage);
  const document = brand.brand === "wedding" ? readSiteDocument(demoDocument(images, now, brand.market)) : starterDocument(brand.brand, images, now, marketLanguage(brand.market));
  const created = await createAccountWithSite({ db, storage, now: () => now }, mail, await hashPassword(DEMO_PASSWORD), document, false);
  if (!created) throw new Error(`Could not create the demo account ${mail}`);
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + 18);
  await db.update(sites).set({ host, active: true, activeDate: now, activeExpireDate: expires }).where(eq(sites.id, created.site.id));
  // The wedding's weekend, which its Schema module shows: the open page its public events.
  if (brand.brand === "wedding") for (const event of demoEvents(now, brand.market)) await insertGuestEvent(db, created.site.id, guestEventInput.parse(event), now);
  return { mail, password: DEMO_PASSWORD, siteId: created.site.id, host, created: true };
}
