import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, HouseholdInput } from "../../src/domain/guestList/types";
import { CARD_PRICE } from "../../src/domain/orders/invitationPrice";
import type { Order } from "../../src/domain/orders/order";
import { personalLinkUrl } from "../../src/domain/guestList/personalLink";
import { orders, prints } from "../../src/server/db/schema";
import { publishedSite } from "../support/site";
import { createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { cardBody, createCard } from "../support/print";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shippingAddress = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };
const LETTER = "sandbox-postnord-letter";
const LETTER_PRICE = 9500;
const guestList = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;

async function addHousehold(client: Agent, siteId: string, household: Partial<HouseholdInput> & { name: string }) {
  const response = await client.post(guestList(siteId, "/households"), { language: "sv", guests: [{ name: household.name }], ...household });
  expect(response.statusCode, response.body).toBe(201);
}

/** An owner with a card of square corners and three households: Åkesson (abroad, invited to the dinner), Öberg, and Ärlig without an address. */
async function ownerWithHouseholds() {
  const owner = await registerOwner(t.app);
  const printId = await createCard(owner.client, owner.siteId, { ...cardBody(), trim: "none" });
  const dinner = (await owner.client.post(guestList(owner.siteId, "/events"), { name: { sv: "Middag" } })).json() as GuestEvent;
  await addHousehold(owner.client, owner.siteId, { name: "Familjen Åkesson", address: "Vestergade 4\n8000 Aarhus C", addressCountry: "DK", eventIds: [dinner.id] });
  await addHousehold(owner.client, owner.siteId, { name: "Öberg", address: "Ängsvägen 2\n903 25 Umeå", addressCountry: "SE" });
  await addHousehold(owner.client, owner.siteId, { name: "=Ärlig", address: null });
  return { ...owner, printId, dinner };
}

const orderBody = (siteId: string, printId: string, change: object = {}) => ({
  print: printId,
  site: siteId,
  envelopes: "standard",
  shipmentMethodUid: LETTER,
  shipmentMethodName: "PostNord Varubrev",
  shippingAddress,
  ...change,
});

describe("one invitation card per household", () => {
  it("orders as many cards as there are households, priced by that count, or by those invited to an event", async () => {
    const owner = await ownerWithHouseholds();
    const quote = await owner.client.post("/api/orders/shipmentMethods/", { print: owner.printId, perHousehold: {}, envelopes: "standard", shippingAddress });
    expect(quote.statusCode, quote.body).toBe(200);

    const all = await owner.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { perHousehold: {} }));
    expect(all.statusCode, all.body).toBe(200);
    const order = (await owner.client.get(`/api/orders/${all.json().id}`)).json() as Order;
    expect(order).toMatchObject({ quantity: 3, perHousehold: true });
    expect(order.totalInclVat).toBe(3 * (CARD_PRICE + 300) + LETTER_PRICE);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored!.householdIds).toHaveLength(3);

    const invited = await owner.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { perHousehold: { eventId: owner.dinner.id }, quantity: 300 }));
    const dinnerOrder = (await owner.client.get(`/api/orders/${invited.json().id}`)).json() as Order;
    expect(dinnerOrder).toMatchObject({ quantity: 1, perHousehold: true, totalInclVat: CARD_PRICE + 300 + LETTER_PRICE });

    const identical = await owner.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { quantity: 10 }));
    expect((await owner.client.get(`/api/orders/${identical.json().id}`)).json()).toMatchObject({ quantity: 10, perHousehold: false });
  });

  it("refuses an order per household without households, with neither a quantity nor the option, or with another site's event", async () => {
    const owner = await registerOwner(t.app);
    const printId = await createCard(owner.client, owner.siteId);
    const none = await owner.client.post("/api/orders/", orderBody(owner.siteId, printId, { perHousehold: {} }));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Det finns inga hushåll att skriva ut kort till." } });
    const neither = await owner.client.post("/api/orders/", orderBody(owner.siteId, printId));
    expect(neither.statusCode).toBe(422);
    expect(neither.json().fields).toEqual(["quantity"]);
    const other = await ownerWithHouseholds();
    const foreignEvent = await owner.client.post("/api/orders/", orderBody(owner.siteId, printId, { perHousehold: { eventId: other.dinner.id } }));
    expect(foreignEvent.statusCode).toBe(422);
    expect(await t.database.db.select().from(orders).where(eq(orders.siteId, owner.siteId))).toEqual([]);
  });
});

describe("the print page's households", () => {
  it("gives the renderer each household's name and personal link by the card's key, and nothing for another card's order", async () => {
    const owner = await publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }] });
    const printId = await createCard(owner.client, owner.siteId);
    await addHousehold(owner.client, owner.siteId, { name: "Familjen Åkesson" });
    await addHousehold(owner.client, owner.siteId, { name: "Öberg" });
    const created = await owner.client.post("/api/orders/", orderBody(owner.siteId, printId, { perHousehold: {} }));
    const [{ key }] = (await t.database.db.select({ key: prints.serverAccessKey }).from(prints).where(eq(prints.id, printId))) as [{ key: string }];
    const path = (orderId: string, secret = key) => `/api/prints/${printId}/serverAccess/${secret}/orders/${orderId}/households`;
    const answer = await t.app.inject({ method: "GET", url: path(created.json().id) });
    expect(answer.statusCode, answer.body).toBe(200);
    const tokens = ((await owner.client.get(guestList(owner.siteId))).json() as { households: { name: string; linkToken: string }[] }).households;
    expect(answer.json()).toEqual({ households: tokens.map((household) => ({ name: household.name, url: personalLinkUrl(owner.host, household.linkToken, t.deps.config.siteOrigin) })) });
    expect((await t.app.inject({ method: "GET", url: path(created.json().id, "x".repeat(43)) })).statusCode).toBe(404);
    const identical = await owner.client.post("/api/orders/", orderBody(owner.siteId, printId, { quantity: 10 }));
    expect((await t.app.inject({ method: "GET", url: path(identical.json().id) })).statusCode).toBe(404);
  });
});

describe("the cards' address list", () => {
  it("is a CSV Excel reads as UTF-8: å, ä and ö intact, the missing address listed, a formula written as text", async () => {
    const owner = await ownerWithHouseholds();
    const response = await owner.client.get(guestList(owner.siteId, "/addresses.csv"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="adresser.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toBe(
      "\uFEFF" +
        [
          '"Hushåll";"Adressrad 1";"Adressrad 2";"Adressrad 3";"Adressrad 4";"Land";"Adress saknas"',
          `"'=Ärlig";"";"";"";"";"";"Adress saknas"`,
          '"Familjen Åkesson";"Vestergade 4";"8000 Aarhus C";"";"";"DK";""',
          '"Öberg";"Ängsvägen 2";"903 25 Umeå";"";"";"SE";""',
        ].join("\r\n") +
        "\r\n",
    );
    const dinner = await owner.client.get(guestList(owner.siteId, `/addresses.csv?eventId=${owner.dinner.id}`));
    expect(dinner.body.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("prints 30 households' labels on two A4 sheets of 3 × 8, and names the households without an address on a page after them", async () => {
    const owner = await registerOwner(t.app);
    for (let index = 1; index <= 30; index += 1) await addHousehold(owner.client, owner.siteId, { name: `Hushåll ${index} Ödmark`, address: `Ågatan ${index}\n222 33 Lund` });
    const response = await owner.client.get(guestList(owner.siteId, "/address-labels.pdf"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)]).toEqual([210, 297]);

    await addHousehold(owner.client, owner.siteId, { name: "Utan adress" });
    const withMissing = await PDFDocument.load((await owner.client.get(guestList(owner.siteId, "/address-labels.pdf"))).rawPayload);
    expect(withMissing.getPageCount()).toBe(3);
  });

  it("goes with a per-household order: the order's own households", async () => {
    const owner = await ownerWithHouseholds();
    const created = await owner.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { perHousehold: { eventId: owner.dinner.id } }));
    const csv = await owner.client.get(`/api/orders/${created.json().id}/addresses.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n").filter(Boolean).slice(1)).toEqual(['"Familjen Åkesson";"Vestergade 4";"8000 Aarhus C";"";"";"DK";""']);
    expect((await owner.client.get(`/api/orders/${created.json().id}/address-labels.pdf`)).statusCode).toBe(200);
  });

  it("is the owner's only: 403 for another account's site or order, 401 logged out", async () => {
    const owner = await ownerWithHouseholds();
    const created = await owner.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { perHousehold: {} }));
    const other = await registerOwner(t.app);
    for (const url of [guestList(owner.siteId, "/addresses.csv"), guestList(owner.siteId, "/address-labels.pdf"), `/api/orders/${created.json().id}/addresses.csv`, `/api/orders/${created.json().id}/address-labels.pdf`]) {
      const refused = await other.client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ isErrorResponse: true });
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    const foreignOrder = await other.client.post("/api/orders/", orderBody(owner.siteId, owner.printId, { perHousehold: {} }));
    expect(foreignOrder.statusCode).toBe(403);
  });
});
