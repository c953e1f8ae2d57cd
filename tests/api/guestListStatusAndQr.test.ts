import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalLinkUrl } from "../../src/domain/guestList/personalLink";
import type { Household } from "../../src/domain/guestList/types";
import { householdReplies } from "../../src/server/db/schema";
import { qrPng } from "../../src/server/features/siteEditing/qr";
import { createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const swedish = { language: "sv", availableLanguages: [{ languageCode: "sv" }] };

async function addHousehold(client: Agent, siteId: string, name: string): Promise<Household> {
  const response = await client.post(url(siteId, "/households"), { name, language: "sv", guests: [{ name: `${name} gäst` }] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Household;
}

const listed = async (client: Agent, siteId: string, householdId: string) =>
  ((await client.get(url(siteId))).json() as { households: Household[] }).households.find((household) => household.id === householdId)!;

/** A reply as the guest side stores it; the owner's list only reads when and how often. */
async function reply(siteId: string, household: Household, createdAt: Date) {
  const reply = { guests: [{ guestId: household.guests[0]!.id, attending: { day: true }, dietary: "" }], message: "" };
  await t.database.db.insert(householdReplies).values({ siteId, householdId: household.id, reply, createdAt });
}

describe("a household's reply status in the owner's list", () => {
  it("is unanswered before any reply, answered with the latest reply's time, and counts the replies (more than one: changed)", async () => {
    const owner = await publishedSite(t, swedish);
    const berg = await addHousehold(owner.client, owner.siteId, "Familjen Berg");
    const ek = await addHousehold(owner.client, owner.siteId, "Familjen Ek");
    expect(berg).toMatchObject({ answeredAt: null, replyCount: 0 });

    await reply(owner.siteId, berg, new Date("2026-05-01T10:00:00Z"));
    await reply(owner.siteId, berg, new Date("2026-05-03T18:30:00Z"));
    await reply(owner.siteId, ek, new Date("2026-05-02T09:00:00Z"));

    expect(await listed(owner.client, owner.siteId, berg.id)).toMatchObject({ answeredAt: "2026-05-03T18:30:00.000Z", replyCount: 2 });
    expect(await listed(owner.client, owner.siteId, ek.id)).toMatchObject({ answeredAt: "2026-05-02T09:00:00.000Z", replyCount: 1 });
  });
});

describe("GET /api/sites/{siteId}/guest-list/households/{householdId}/qr", () => {
  it("answers a PNG of the household's personal link on the site's address, and of the new link once regenerated", async () => {
    const owner = await publishedSite(t, swedish);
    const household = await addHousehold(owner.client, owner.siteId, "Familjen Berg");
    const qr = () => owner.client.get(url(owner.siteId, `/households/${household.id}/qr`));

    const response = await qr();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.equals(await qrPng(personalLinkUrl(owner.host, household.linkToken, t.deps.config.siteOrigin), 1024))).toBe(true);

    const { linkToken } = (await owner.client.post(url(owner.siteId, `/households/${household.id}/link`))).json() as { linkToken: string };
    expect(linkToken).not.toBe(household.linkToken);
    expect((await qr()).rawPayload.equals(await qrPng(personalLinkUrl(owner.host, linkToken, t.deps.config.siteOrigin), 1024))).toBe(true);
  });

  it("answers 404 while the site has no address yet, and for another site's household", async () => {
    const unpublished = await registerOwner(t.app);
    const early = await addHousehold(unpublished.client, unpublished.siteId, "Familjen Tidig");
    expect((await unpublished.client.get(url(unpublished.siteId, `/households/${early.id}/qr`))).statusCode).toBe(404);

    const owner = await publishedSite(t, swedish);
    const other = await publishedSite(t, swedish);
    const theirs = await addHousehold(other.client, other.siteId, "Familjen Annan");
    expect((await owner.client.get(url(owner.siteId, `/households/${theirs.id}/qr`))).statusCode).toBe(404);
    expect((await owner.client.get(url(other.siteId, `/households/${theirs.id}/qr`))).statusCode).toBe(403);
  });
});
