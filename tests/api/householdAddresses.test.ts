import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Household, HouseholdInput } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { ADDRESS_CALLS_PER_TOKEN_PER_HOUR } from "../../src/server/features/householdReplies/addressRoute";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } }],
};
const berg: HouseholdInput = { name: "Familjen Berg", language: "sv", guests: [{ name: "Anna Berg" }] };
const guestList = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;

async function siteWith(household: HouseholdInput = berg) {
  const owner = await publishedSite(t, document);
  const response = await owner.client.post(guestList(owner.siteId, "/households"), household);
  expect(response.statusCode, response.body).toBe(201);
  return { owner, household: response.json() as Household };
}

const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]!) as { household: { askAddress: boolean } };
const askedOnPage = async (host: string, token: string) => pageData((await agent(t.app).get(`/inbjudan/${token}`, { host })).body).household.askAddress;
const giveAddress = (host: string, token: string, body: unknown) => t.app.inject({ method: "POST", url: `/api/households/${token}/address`, headers: { host }, payload: body as object });
const storedHousehold = async (owner: Awaited<ReturnType<typeof siteWith>>["owner"], id: string) =>
  ((await owner.client.get(guestList(owner.siteId))).json() as { households: Household[] }).households.find((entry) => entry.id === id)!;

const address = { street: "Storgatan 1", street2: "c/o Lindström", postalCode: "903 25", city: "Umeå", country: "se" };

describe("the household's postal address on its personal page", () => {
  it("is asked once: given, it is stored as the couple's address with its country, and the page asks no more", async () => {
    const { owner, household } = await siteWith();
    expect(await askedOnPage(owner.host, household.linkToken)).toBe(true);

    const given = await giveAddress(owner.host, household.linkToken, address);
    expect(given.statusCode, given.body).toBe(200);
    const stored = await storedHousehold(owner, household.id);
    expect(stored.address).toBe("Storgatan 1\nc/o Lindström\n903 25 Umeå");
    expect(stored.addressCountry).toBe("SE");
    expect(stored.addressAskedAt).not.toBeNull();
    expect(await askedOnPage(owner.host, household.linkToken)).toBe(false);

    const again = await giveAddress(owner.host, household.linkToken, { ...address, street: "Annan väg 2" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("redan lämnad") } });
    expect((await storedHousehold(owner, household.id)).address).toBe("Storgatan 1\nc/o Lindström\n903 25 Umeå");
  });

  it("may be skipped, and is then not asked again; a household whose address the couple has is not asked", async () => {
    const { owner, household } = await siteWith();
    const skipped = await giveAddress(owner.host, household.linkToken, { skip: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(await askedOnPage(owner.host, household.linkToken)).toBe(false);
    expect((await storedHousehold(owner, household.id)).address).toBeNull();

    const known = await siteWith({ ...berg, address: "Kungsgatan 3\n111 22 Stockholm" });
    expect(await askedOnPage(known.owner.host, known.household.linkToken)).toBe(false);
  });

  it("keeps control characters and line breaks out, and refuses an unknown country, over-long parts and a big body in the error shape", async () => {
    const { owner, household } = await siteWith();
    const badCountry = await giveAddress(owner.host, household.linkToken, { ...address, country: "XX" });
    expect(badCountry.statusCode).toBe(422);
    expect(badCountry.json()).toMatchObject({ isErrorResponse: true, fields: ["country"] });
    const long = await giveAddress(owner.host, household.linkToken, { ...address, city: "Å".repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toEqual(["city"]);
    const extra = await giveAddress(owner.host, household.linkToken, { ...address, note: "x" });
    expect(extra.statusCode).toBe(422);
    const big = await giveAddress(owner.host, household.linkToken, { ...address, street: "x".repeat(5000) });
    expect(big.statusCode).toBe(413);
    expect(await askedOnPage(owner.host, household.linkToken)).toBe(true);

    const nul = await giveAddress(owner.host, household.linkToken, { ...address, street: "Storgatan\u0000 1" });
    expect(nul.statusCode).toBe(422);
    expect(await askedOnPage(owner.host, household.linkToken)).toBe(true);

    const messy = await giveAddress(owner.host, household.linkToken, { ...address, street: "Storgatan\u0007 1\n\u202eEvil", street2: "" });
    expect(messy.statusCode, messy.body).toBe(200);
    expect((await storedHousehold(owner, household.id)).address).toBe("Storgatan 1 Evil\n903 25 Umeå");
  });

  it("answers only the link's own site", async () => {
    const first = await siteWith();
    const second = await siteWith();
    expect((await giveAddress(second.owner.host, first.household.linkToken, address)).statusCode).toBe(404);
    expect(await askedOnPage(first.owner.host, first.household.linkToken)).toBe(true);
  });

  it("bounds the calls per link", async () => {
    const first = await siteWith();
    const codes: number[] = [];
    for (let call = 0; call <= ADDRESS_CALLS_PER_TOKEN_PER_HOUR; call += 1) codes.push((await giveAddress(first.owner.host, first.household.linkToken, { ...address, country: "XX" })).statusCode);
    expect(codes.slice(0, -1)).toEqual(Array(ADDRESS_CALLS_PER_TOKEN_PER_HOUR).fill(422));
    expect(codes.at(-1)).toBe(429);
  });
});

describe("the couple's guest list and addresses", () => {
  it("stores the owner's country, keeps it when a later save leaves it out, and refuses a made-up one", async () => {
    const { owner, household } = await siteWith({ ...berg, address: "Vestergade 4\n8000 Aarhus C", addressCountry: "dk" });
    expect(household.addressCountry).toBe("DK");
    const saved = await owner.client.put(guestList(owner.siteId, `/households/${household.id}`), { ...berg, address: "Vestergade 5\n8000 Aarhus C" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ address: "Vestergade 5\n8000 Aarhus C", addressCountry: "DK" });
    const bad = await owner.client.put(guestList(owner.siteId, `/households/${household.id}`), { ...berg, addressCountry: "Narnia" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual(["addressCountry"]);
  });

  it("imports the address with its country, by code or name, and notes a country it does not know", async () => {
    const owner = await publishedSite(t, document);
    const file = ["Namn;Adress;Postnummer;Ort;Land", "Åsa Öberg;Ängsvägen 2;903 25;Umeå;Sverige", "Mads Dahl;Vestergade 4;8000;Aarhus C;DK", "Bo Ek;Ån 3;211 11;Malmö;Narnia"].join("\n");
    const form = new FormData();
    form.append("file", new Blob([file]), "lista.csv");
    const imported = await owner.client.request({ method: "POST", url: guestList(owner.siteId, "/import"), payload: form });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().problems).toEqual([{ row: 4, code: "unknownCountry", value: "Narnia", skipped: false }]);
    const stored = ((await owner.client.get(guestList(owner.siteId))).json() as { households: Household[] }).households;
    expect(stored.map((household) => [household.name, household.address, household.addressCountry])).toEqual([
      ["Bo Ek", "Ån 3\n211 11 Malmö", null],
      ["Mads Dahl", "Vestergade 4\n8000 Aarhus C", "DK"],
      ["Åsa Öberg", "Ängsvägen 2\n903 25 Umeå", "SE"],
    ]);
  });
});
