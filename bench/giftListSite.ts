import { eq, like } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { sites } from "../src/server/db/schema";

const HOST = "gavor.localhost";
const THINGS = 30;
const FUNDS = 5;
const FUND_NAMES = ["Bröllopsresan", "Nya soffan", "Trädgården", "Kameran", "Cykelsemestern"];

/**
 * A copy of the demo site whose gift list holds 30 gifts (every third a shared one with a price)
 * and 5 money funds, taking Swish: the guest page's budgets with a full gift list (decision 093).
 * Answers its host.
 */
export async function publishGiftListSite(db: Db): Promise<string> {
  const [demo] = await db.select().from(sites).where(like(sites.host, "demo.%"));
  if (!demo) throw new Error("no demo site to copy");
  const document = structuredClone(demo.document) as { siteModules: Record<string, unknown>[] };
  const gifts = [
    ...FUND_NAMES.slice(0, FUNDS).map((name, index) => ({ id: `giftRegistryItemFund${index}`, kind: "fund", title: { sv: name }, description: { sv: "<p>Varje bidrag gör det möjligt.</p>" }, goal: 10_000 * (index + 1) })),
    ...Array.from({ length: THINGS }, (_, index) => ({
      id: `giftRegistryItem${index}`,
      title: { sv: `Present nummer ${index + 1} med ett ganska långt namn` },
      description: { sv: "<p>Gärna i ljust trä eller glas, från en svensk formgivare.</p>" },
      quantity: 1 + (index % 4),
      ...(index % 3 === 0 ? { price: 1_200 + index * 100, shared: true, quantity: 1 } : {}),
    })),
  ];
  const list = { id: "gavor", siteModuleType: "GiftRegistry", title: { sv: "Önskelista" }, payeeNumber: "0701234567", giftRegistry: gifts };
  document.siteModules = [...document.siteModules.filter((module) => module.siteModuleType !== "GiftRegistry"), list];
  const { id: _id, host: _host, subdomain: _subdomain, ...rest } = demo;
  await db.delete(sites).where(eq(sites.host, HOST));
  await db.insert(sites).values({ ...rest, host: HOST, subdomain: HOST, document });
  return HOST;
}
