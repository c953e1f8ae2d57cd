import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrice } from "../../src/domain/payments/products";
import { payments, sites } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { amount, months } = productPrice("wedding", "se", "subdomain");

async function paid(accountId: string, siteId: string, reference: string, product: string, paidAt: Date | null) {
  await t.database.db.insert(payments).values({ reference, accountId, siteId, product, amount, currency: "SEK", months, provider: "stripe", state: paidAt ? "paid" : "pending", paidAt });
}

async function accountIdOf(siteId: string) {
  const [site] = await t.database.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, siteId));
  return site!.accountId;
}

describe("the account page's receipts", () => {
  it("lists every paid receipt of the site, newest first, and no unpaid payment or another site's", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const accountId = await accountIdOf(owner.siteId);
    await paid(accountId, owner.siteId, "FIRSTPAYMENT2345", "subdomain", new Date("2026-05-01T10:00:00Z"));
    await paid(accountId, owner.siteId, "EXTENDPAYMENT234", "extend_subdomain", new Date("2027-10-01T10:00:00Z"));
    await paid(accountId, owner.siteId, "PENDINGPAYMENT23", "extend_subdomain", null);
    await paid(await accountIdOf(other.siteId), other.siteId, "OTHERSITEPAYMENT", "subdomain", new Date("2026-06-01T10:00:00Z"));

    const body = (await owner.client.get(`/api/sites/${owner.siteId}/account/`)).json();
    expect(body.receipts.map((receipt: { reference: string }) => receipt.reference)).toEqual(["EXTENDPAYMENT234", "FIRSTPAYMENT2345"]);
    expect(body.receipts[1]).toMatchObject({ product: "subdomain", amountWithVat: amount, currency: "SEK", paymentMethod: "card", date: "2026-05-01 12:00" });
    expect(body.receipts[1].seller.name).toBeTruthy();
  });

  it("is an empty list before anything is paid", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.client.get(`/api/sites/${owner.siteId}/account/`)).json().receipts).toEqual([]);
  });
});
