import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prints } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { imageForm, photo } from "../support/photo";
import { cardBody, createCard } from "../support/print";

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let stranger: Awaited<ReturnType<typeof registerOwner>>;
let cardId: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger, jpeg] = await Promise.all([registerOwner(t.app), registerOwner(t.app), photo(300, 200, "jpeg")]);
  cardId = await createCard(owner.client, owner.siteId);
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const cropBody = { sourceImageUrl: `/images/${UNKNOWN}/${UNKNOWN}.jpg`, x: 0, y: 0, width: 10, height: 10 };

/** Every owner call on one card, as a client makes it. */
const cardCalls: [string, (client: Agent, id: string) => Promise<{ statusCode: number; json: () => unknown }>][] = [
  ["GET /api/prints/{id}", (client, id) => client.get(`/api/prints/${id}`)],
  ["PUT /api/prints/{id}", (client, id) => client.put(`/api/prints/${id}`, cardBody("TEXT_ON_PHOTO", "Inkräktare"))],
  ["POST /api/prints/{id}/image-upload", (client, id) => client.request({ method: "POST", url: `/api/prints/${id}/image-upload`, payload: imageForm(jpeg) })],
  ["PUT /api/prints/{id}/image-crop", (client, id) => client.put(`/api/prints/${id}/image-crop`, cropBody)],
];

const storedCard = async () => (await t.database.db.select().from(prints).where(eq(prints.id, cardId)))[0]!;

describe("a card is its site owner's only", () => {
  it.each(cardCalls)("%s: 401 logged out, 403 for another account, 404 for an unknown or malformed id", async (_name, call) => {
    const before = await storedCard();
    const refusals = [
      [await call(agent(t.app), cardId), 401, "notLoggedIn"],
      [await call(stranger.client, cardId), 403, "forbidden"],
      [await call(owner.client, UNKNOWN), 404, "notFound"],
      [await call(owner.client, "not-a-card"), 404, "notFound"],
    ] as const;
    for (const [response, status] of refusals) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ isErrorResponse: true });
    }
    expect((refusals[0][0].json() as { errorDescription: { en: string } }).errorDescription.en).toBe("You need to log in.");
    expect(await storedCard()).toEqual(before);
  });

  it("POST /api/prints/: 401 logged out, 403 for another account's or an unknown site, creating nothing", async () => {
    const body = cardBody();
    expect((await agent(t.app).post("/api/prints/", { ...body, site: owner.siteId })).statusCode).toBe(401);
    expect((await stranger.client.post("/api/prints/", { ...body, site: owner.siteId })).statusCode).toBe(403);
    expect((await stranger.client.post("/api/prints/", { ...body, site: UNKNOWN })).statusCode).toBe(403);
    expect(await t.database.db.select().from(prints).where(eq(prints.siteId, owner.siteId))).toHaveLength(1);
  });

  it("GET /api/sites/{siteId}/prints/: 401 logged out, 403 for another account's or an unknown site", async () => {
    expect((await agent(t.app).get(`/api/sites/${owner.siteId}/prints/`)).statusCode).toBe(401);
    expect((await stranger.client.get(`/api/sites/${owner.siteId}/prints/`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/sites/${UNKNOWN}/prints/`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/sites/${stranger.siteId}/prints/`)).json()).toEqual({ prints: [] });
  });
});

describe("the print renderer's read by key", () => {
  it("answers the card without a session for its own key, never cached", async () => {
    const { serverAccessKey } = await storedCard();
    expect(serverAccessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await agent(t.app).get(`/api/prints/${cardId}/serverAccess/${serverAccessKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await owner.client.get(`/api/prints/${cardId}`)).json());
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("is the same 404 for a wrong key, another card's key, a malformed key or id, and an unknown card", async () => {
    const { serverAccessKey } = await storedCard();
    const otherCard = await createCard(stranger.client, stranger.siteId);
    const [other] = await t.database.db.select().from(prints).where(eq(prints.id, otherCard));
    expect(other!.serverAccessKey).not.toBe(serverAccessKey);
    const guest = agent(t.app);
    for (const url of [
      `/api/prints/${cardId}/serverAccess/${serverAccessKey.slice(0, -1)}${serverAccessKey.endsWith("A") ? "B" : "A"}`,
      `/api/prints/${cardId}/serverAccess/${other!.serverAccessKey}`,
      `/api/prints/${cardId}/serverAccess/${serverAccessKey}${serverAccessKey}`,
      `/api/prints/${cardId}/serverAccess/x`,
      `/api/prints/not-a-card/serverAccess/${serverAccessKey}`,
      `/api/prints/${UNKNOWN}/serverAccess/${serverAccessKey}`,
    ]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { en: "Not found." } });
    }
  });
});
