import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrice } from "../../src/domain/payments/products";
import { payments, sites } from "../../src/server/db/schema";
import { sendReceiptMail } from "../../src/server/features/payments/receiptMail";
import { seedDemo } from "../../src/server/seed/demo";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

/** A Danish deployment as `npm start` makes one in development. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MARKET: "dk" } });
});
afterAll(() => t.close());

describe("a Danish deployment", () => {
  it("seeds a Danish demo site: Danish texts, a Danish couple and a Danish place, its guest page in Danish and English", async () => {
    const demo = await seedDemo(t.database.db, t.deps.storage, t.deps.config.brand, t.deps.config.sitesDomain, t.deps.now());
    expect(demo.mail).toBe("demo@bryllupssiden.dk");

    const page = (await t.app.inject({ method: "GET", url: "/", headers: { host: demo.host } })).body;
    expect(page).toContain('<html lang="da"');
    expect(page).toMatch(/Vi bliver gift den \d{1,2}\. [a-zæøå]+ \d{4} i Skodsborg/);
    for (const text of ["Sofie &amp; Mads", "Sted og tid", "Skodsborg Strandhotel", "Vigtige personer", "Line Holm", "Ønskeliste"]) expect(page).toContain(text);
    for (const swedish of ["Anna", "Erik", "Saltsjöbaden", "Välkommen", "Önskelista", "Plats och tid"]) expect(page).not.toContain(swedish);
    const english = (await t.app.inject({ method: "GET", url: "/en", headers: { host: demo.host } })).body;
    expect(english).toMatch(/We are getting married on \d{1,2} [A-Z][a-z]+ \d{4} in Skodsborg/);
  });

  it("mails a Danish receipt in kroner, naming a Danish seller", async () => {
    const owner = await registerOwner(t.app);
    const [site] = await t.database.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, owner.siteId));
    const { amount, months, currency } = productPrice("wedding", "dk", "subdomain");
    const [payment] = await t.database.db
      .insert(payments)
      .values({ reference: "DANISHRECEIPT234", accountId: site!.accountId, siteId: owner.siteId, product: "subdomain", amount, currency, months, provider: "stripe", state: "paid", paidAt: new Date("2027-03-01T10:00:00Z") })
      .returning();
    await sendReceiptMail(t.deps, payment!.id);
    await t.mailDelivered();
    const [mail] = t.smtp.sentTo(owner.mail).filter((sent) => sent.subject.includes("DANISHRECEIPT234"));
    expect(mail!.subject).toBe("Kvittering for dit køb (DANISHRECEIPT234)");
    expect(mail!.text).toMatch(/Beløb inklusive moms: 449,00\skr\./);
    expect(mail!.text).toContain("Sælger: Bryllupssiden, CVR 12345678, Vesterbrogade 1, 1620 København V");
    expect(mail!.text).not.toMatch(/Stockholm|556000-0000|SEK/);
    expect(mail!.text).toContain(`http://localhost:3000/redigera/${owner.siteId}/konto/`);

    const receipts = (await owner.client.get(`/api/sites/${owner.siteId}/account/`)).json().receipts;
    expect(receipts[0]).toMatchObject({ currency: "DKK", seller: { name: "Bryllupssiden", organisationNumber: "CVR 12345678", address: "Vesterbrogade 1, 1620 København V" } });
  });
});
