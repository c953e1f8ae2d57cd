import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyAnswers, sites } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { legacyPerson, legacyRsvpBody, legacySpeechBody, postLegacyRsvp, postLegacySpeech, readyLegacyKey, RSVP_SOURCE } from "../support/legacyAnswers";
import { publishedLegacySite } from "../support/legacySite";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (client: Agent, url: string) => client.request({ method: "DELETE", url });

/** A legacy site with two RSVP sends (Anna alone, then Erik and Lisa) and one speech sign-up. */
async function answeredSite() {
  const site = await publishedLegacySite(t);
  await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await readyLegacyKey(t), [legacyPerson("Anna", { bus: "Ja", stop: "Torget" })]));
  await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await readyLegacyKey(t), [legacyPerson("Erik", { coming: "no" }), legacyPerson("Lisa")]));
  await postLegacySpeech(t, site.siteId, legacySpeechBody(await readyLegacyKey(t)));
  return site;
}

describe("the older answers overview", () => {
  it("lists a legacy site's RSVP persons in the older fields, newest send first, a send's persons in order", async () => {
    const site = await answeredSite();
    const response = await site.client.get(`/api/rsvps/${site.siteId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { data } = response.json();
    expect(data.map((entry: { firstName: string }) => entry.firstName)).toEqual(["Erik", "Lisa", "Anna"]);
    expect(data[0].groupId).toBe(data[1].groupId);
    expect(data[2]).toEqual({
      _id: expect.any(String),
      registered: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), ip: "127.0.0.1" },
      customValues: [
        { id: "textField-allergies", label: "Allergier", type: "TextField", value: "" },
        { id: "RadioGroup-bus", label: "Åker du buss?", type: "RadioGroup", value: "Ja" },
        { id: "RadioGroup-way", label: "Vilken resa?", type: "RadioGroup", value: "Båda" },
        { id: "textField-stop", label: "Var kliver du på?", type: "TextField", value: "Torget" },
      ],
      firstName: "Anna",
      lastName: "Andersson",
      phone: "070-123 45 67",
      mail: "",
      weddingYesOrNo: "yes",
      source: RSVP_SOURCE,
      groupId: expect.any(String),
    });
    expect(Date.parse(data[0].registered.date)).toBeGreaterThan(Date.parse(data[2].registered.date));
    // The newer overview beside it is untouched.
    expect((await site.client.get(`/api/rsvps/${site.siteId}/v4`)).json()).toEqual({ data: [] });
  });

  it("lists speech sign-ups in the same shape at /api/speeches/{siteId}", async () => {
    const site = await answeredSite();
    const { data } = (await site.client.get(`/api/speeches/${site.siteId}`)).json();
    expect(data).toEqual([expect.objectContaining({ firstName: "Sara", lastName: "Berg", mail: "sara@example.com", weddingYesOrNo: null, source: "site-form-CLIENTID-speech", customValues: [{ id: "textField-length", label: "Hur många minuter?", type: "TextField", value: "5" }] })]);
  });

  it("deletes one person's answer, of this site and kind only", async () => {
    const site = await answeredSite();
    const [erik] = (await site.client.get(`/api/rsvps/${site.siteId}`)).json().data;
    const [speech] = (await site.client.get(`/api/speeches/${site.siteId}`)).json().data;
    const other = await answeredSite();
    const [othersAnswer] = (await other.client.get(`/api/rsvps/${other.siteId}`)).json().data;

    for (const id of [speech._id, othersAnswer._id, "not-a-uuid"]) expect((await remove(site.client, `/api/rsvps/${site.siteId}/${id}`)).statusCode, id).toBe(404);
    const deleted = await remove(site.client, `/api/rsvps/${site.siteId}/${erik._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await site.client.get(`/api/rsvps/${site.siteId}`)).json().data.map((entry: { firstName: string }) => entry.firstName)).toEqual(["Lisa", "Anna"]);
    expect((await remove(site.client, `/api/speeches/${site.siteId}/${speech._id}`)).json()).toEqual({ deleted: true });
    expect((await site.client.get(`/api/speeches/${site.siteId}`)).json().data).toEqual([]);
    expect((await other.client.get(`/api/rsvps/${other.siteId}`)).json().data).toHaveLength(3);
  });

  it("refuses another account and a logged-out caller, reading and deleting", async () => {
    const site = await answeredSite();
    const [anna] = (await site.client.get(`/api/rsvps/${site.siteId}`)).json().data;
    const [speech] = (await site.client.get(`/api/speeches/${site.siteId}`)).json().data;
    const stranger = await registerOwner(t.app);
    for (const path of [`/api/rsvps/${site.siteId}`, `/api/speeches/${site.siteId}`]) {
      expect((await stranger.client.get(path)).statusCode, path).toBe(403);
      expect((await agent(t.app).get(path)).statusCode, path).toBe(401);
    }
    expect((await remove(stranger.client, `/api/rsvps/${site.siteId}/${anna._id}`)).statusCode).toBe(403);
    expect((await remove(agent(t.app), `/api/rsvps/${site.siteId}/${anna._id}`)).statusCode).toBe(401);
    expect((await remove(stranger.client, `/api/speeches/${site.siteId}/${speech._id}`)).statusCode).toBe(403);
    expect((await remove(agent(t.app), `/api/speeches/${site.siteId}/${speech._id}`)).statusCode).toBe(401);
    expect(await t.database.db.select().from(legacyAnswers).where(eq(legacyAnswers.siteId, site.siteId))).toHaveLength(4);
  });

  it("deletes a site's answers with the site", async () => {
    const site = await answeredSite();
    await t.database.db.delete(sites).where(eq(sites.id, site.siteId));
    expect(await t.database.db.select().from(legacyAnswers).where(eq(legacyAnswers.siteId, site.siteId))).toEqual([]);
  });
});
