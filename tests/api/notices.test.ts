import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import type { GuestNotices, Notice } from "../../src/domain/notices/notices";
import { NOTICE_POLL_MS } from "../../src/domain/notices/limits";
import { siteNotices } from "../../src/server/db/schema";
import { deliverRound } from "../../src/server/features/guestList/mail/delivery";
import { NOTICE_FACTS_TTL_MS } from "../../src/server/features/notices/guestNotices";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { mailDelivered } from "../support/mailQueue";
import { publishedSite } from "../support/site";

let t: TestApp;
/** A second server whose jobs nobody works: the test delivers the mail itself, twice. */
let paused: TestApp;
beforeAll(async () => {
  [t, paused] = await Promise.all([createTestApp(), createTestApp({ env: { JOBS_WORKER: "false" } })]);
});
afterAll(() => Promise.all([t.close(), paused.close()]));

const HOUR = 3_600_000;
const noLog = { warn: () => {}, error: () => {} };
const base = (siteId: string) => `/api/sites/${siteId}/notices`;
const inHours = (app: TestApp, hours: number) => new Date(app.deps.now().getTime() + hours * HOUR).toISOString();
let mails = 0;

/** A published site with the events Vigsel (public) and Middag (invited only), and the households Berg (both) and Lind (Vigsel). */
async function weekend(app: TestApp, options: { password?: string } = {}) {
  const owner = await publishedSite(app, { language: "sv" }, options);
  const event = async (name: string, isPublic: boolean) =>
    (await owner.client.post(`/api/sites/${owner.siteId}/guest-list/events`, { name: { sv: name }, isPublic })).json() as GuestEvent;
  const vigsel = await event("Vigsel", true);
  const middag = await event("Middag", false);
  const household = async (name: string, events: GuestEvent[]) => {
    const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, {
      name,
      mail: `notice${++mails}-${Date.now()}@example.com`,
      language: "sv",
      guests: [{ name: `${name} Gäst` }],
      eventIds: events.map((one) => one.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Household;
  };
  return { ...owner, vigsel, middag, berg: await household("Berg", [vigsel, middag]), lind: await household("Lind", [vigsel]) };
}

const post = (client: Agent, siteId: string, body: object) => client.post(base(siteId), body);
const guestRead = (app: TestApp, siteId: string, query = "", headers: Record<string, string> = {}) => agent(app.app).get(`${base(siteId)}/live${query}`, headers);
const shown = async (app: TestApp, siteId: string, query = "") => {
  const response = await guestRead(app, siteId, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GuestNotices).notices.map((notice) => notice.text);
};
const listed = async (client: Agent, siteId: string) => ((await client.get(base(siteId))).json() as { notices: Notice[] }).notices;

describe("notices to the guests", () => {
  it("are posted, edited and removed by the couple, and show to the guests until they expire, newest first", async () => {
    const owner = await weekend(t);
    const first = await post(owner.client, owner.siteId, { text: "Bussen går 20 minuter senare", expiresAt: inHours(t, 2) });
    expect(first.statusCode, first.body).toBe(201);
    t.advanceTime(60_000);
    const second = await post(owner.client, owner.siteId, { text: "Fika <b>i</b> trädgården", expiresAt: inHours(t, 5) });
    expect(second.json()).toMatchObject({ text: "Fika i trädgården", eventId: null, mailedAt: null, editedAt: null });
    expect(await shown(t, owner.siteId)).toEqual(["Fika i trädgården", "Bussen går 20 minuter senare"]);

    const edited = await owner.client.put(`${base(owner.siteId)}/${(first.json() as Notice).id}`, { text: "Bussen går 30 minuter senare", expiresAt: inHours(t, 2) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: "Bussen går 30 minuter senare", editedAt: expect.any(String) });
    expect(await shown(t, owner.siteId)).toEqual(["Fika i trädgården", "Bussen går 30 minuter senare"]);

    // Past its expiry a notice no longer shows, and the couple's list still holds it.
    t.advanceTime(3 * HOUR);
    expect(await shown(t, owner.siteId)).toEqual(["Fika i trädgården"]);
    expect(await listed(owner.client, owner.siteId)).toHaveLength(2);

    const removed = await owner.client.request({ method: "DELETE", url: `${base(owner.siteId)}/${(second.json() as Notice).id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shown(t, owner.siteId)).toEqual([]);
    expect(await listed(owner.client, owner.siteId)).toHaveLength(1);
  });

  it("for one event show on the open page only when the event is public, and on the personal pages of the households invited to it", async () => {
    const owner = await weekend(t);
    for (const [text, eventId] of [["Till alla", null], ["Till vigseln", owner.vigsel.id], ["Till middagen", owner.middag.id]] as const) {
      expect((await post(owner.client, owner.siteId, { text, eventId, expiresAt: inHours(t, 4) })).statusCode).toBe(201);
      t.advanceTime(1000);
    }
    expect(await shown(t, owner.siteId)).toEqual(["Till vigseln", "Till alla"]);
    expect(await shown(t, owner.siteId, `?link=${owner.berg.linkToken}`)).toEqual(["Till middagen", "Till vigseln", "Till alla"]);
    expect(await shown(t, owner.siteId, `?link=${owner.lind.linkToken}`)).toEqual(["Till vigseln", "Till alla"]);
    expect((await guestRead(t, owner.siteId, "?link=no-such-token")).statusCode).toBe(404);
  });

  it("answer with an ETag, 304 while nothing changed, and a new ETag once a notice is posted", async () => {
    const owner = await weekend(t);
    const empty = await guestRead(t, owner.siteId);
    expect(empty.headers["cache-control"]).toBe("no-cache");
    const etag = empty.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const same = await guestRead(t, owner.siteId, "", { "if-none-match": etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    await post(owner.client, owner.siteId, { text: "Regnet har slutat", expiresAt: inHours(t, 1) });
    const changed = await guestRead(t, owner.siteId, "", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as GuestNotices).notices).toEqual([{ id: expect.any(String), text: "Regnet har slutat", postedAt: expect.any(String) }]);
  });

  it("are drawn with the page, so nothing moves after its first paint, and the page's poll with the tag it was drawn from is a 304", async () => {
    const owner = await weekend(t);
    for (const [text, eventId] of [["Till alla", null], ["Till middagen", owner.middag.id]] as const) {
      expect((await post(owner.client, owner.siteId, { text, eventId, expiresAt: inHours(t, 4) })).statusCode).toBe(201);
      t.advanceTime(1000);
    }
    const page = async (path: string) => {
      const response = await agent(t.app).get(path, { host: owner.host });
      expect(response.statusCode).toBe(200);
      const [region, opening, inside] = /(<div[^>]*class="site-notices"[^>]*>)(.*?)<\/div>/s.exec(response.body)!;
      expect(region).toContain('aria-live="polite"');
      const etag = /data-etag="([^"]*)"/.exec(opening!)![1]!.replace(/&quot;/g, '"');
      return { etag, texts: [...inside!.matchAll(/site-notice__text">([^<]*)</g)].map((match) => match[1]) };
    };
    const open = await page("/");
    expect(open.texts).toEqual(["Till alla"]);
    expect((await guestRead(t, owner.siteId, "", { "if-none-match": open.etag })).statusCode).toBe(304);
    const personal = await page(`/inbjudan/${owner.berg.linkToken}`);
    expect(personal.texts).toEqual(["Till middagen", "Till alla"]);
    expect((await guestRead(t, owner.siteId, `?link=${owner.berg.linkToken}`, { "if-none-match": personal.etag })).statusCode).toBe(304);
    // A new notice is on the open page's next load: the cached page follows it.
    expect((await post(owner.client, owner.siteId, { text: "Regnet har slutat", expiresAt: inHours(t, 4) })).statusCode).toBe(201);
    expect((await page("/")).texts).toEqual(["Regnet har slutat", "Till alla"]);
  });

  it("written through another process show here within seconds: the read is cached for 4 s at most", async () => {
    const owner = await weekend(t);
    expect(await shown(t, owner.siteId)).toEqual([]);
    // As another process would store it: straight into the database, this process's cache not told.
    await t.database.db.insert(siteNotices).values({ siteId: owner.siteId, text: "Från en annan process", expiresAt: new Date(inHours(t, 1)) });
    expect(await shown(t, owner.siteId)).toEqual([]);
    t.advanceTime(NOTICE_FACTS_TTL_MS);
    expect(await shown(t, owner.siteId)).toEqual(["Från en annan process"]);
    // With the page's poll of 10 s on top, a guest sees it within 15 s.
    expect(NOTICE_FACTS_TTL_MS + NOTICE_POLL_MS).toBeLessThanOrEqual(15_000);
  });

  it("refuse bad input with 422 naming the field and store nothing", async () => {
    const owner = await weekend(t);
    const other = await weekend(t);
    const refusals: [object, string][] = [
      [{ text: "x".repeat(301), expiresAt: inHours(t, 1) }, "text"],
      [{ text: "  <i></i> ", expiresAt: inHours(t, 1) }, "text"],
      [{ text: "Hej", expiresAt: inHours(t, -1) }, "expiresAt"],
      [{ text: "Hej", expiresAt: inHours(t, 15 * 24) }, "expiresAt"],
      [{ text: "Hej", expiresAt: "i morgon" }, "expiresAt"],
      [{ text: "Hej", eventId: other.vigsel.id, expiresAt: inHours(t, 1) }, "eventId"],
    ];
    for (const [body, field] of refusals) {
      const response = await post(owner.client, owner.siteId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields: [field], errorDescription: { sv: expect.any(String), en: expect.any(String), da: expect.any(String) } });
    }
    expect(await listed(owner.client, owner.siteId)).toEqual([]);
    expect((await post(owner.client, owner.siteId, { text: "Hej", expiresAt: inHours(t, 1) })).statusCode).toBe(201);
    const [kept] = await listed(owner.client, owner.siteId);
    const badEdit = await owner.client.put(`${base(owner.siteId)}/${kept!.id}`, { text: "", expiresAt: inHours(t, 1) });
    expect(badEdit.statusCode).toBe(422);
    expect((await listed(owner.client, owner.siteId))[0]!.text).toBe("Hej");
  });

  it("take at most 20 posts an hour per site, also when some were removed", async () => {
    const owner = await weekend(t);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await post(owner.client, owner.siteId, { text: `Meddelande ${i}`, expiresAt: inHours(t, 1) });
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as Notice).id);
    }
    // The 21st: first refused by the cap on live notices, and once some are removed, by the hour's limit.
    for (const id of ids.slice(0, 5)) await owner.client.request({ method: "DELETE", url: `${base(owner.siteId)}/${id}` });
    const over = await post(owner.client, owner.siteId, { text: "En till", expiresAt: inHours(t, 1) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.any(String) } });
    // Another site's posts are counted on their own.
    const other = await weekend(t);
    expect((await post(other.client, other.siteId, { text: "Hej", expiresAt: inHours(t, 1) })).statusCode).toBe(201);
    t.advanceTime(HOUR + 1000);
    for (let i = 0; i < 20; i++) await post(owner.client, owner.siteId, { text: `Ny ${i}`, expiresAt: inHours(t, 2) });
    const full = await post(owner.client, owner.siteId, { text: "En till", expiresAt: inHours(t, 2) });
    expect(full.statusCode).toBe(429);
    expect((await shown(t, owner.siteId)).length).toBe(20);
  });

  it("show at most 20 at once: the 21st live notice is refused until one ends or is removed", async () => {
    const owner = await weekend(t);
    for (let i = 0; i < 20; i++) expect((await post(owner.client, owner.siteId, { text: `M ${i}`, expiresAt: inHours(t, 3) })).statusCode).toBe(201);
    t.advanceTime(HOUR + 1000);
    const capped = await post(owner.client, owner.siteId, { text: "En till", expiresAt: inHours(t, 1) });
    expect(capped.statusCode).toBe(422);
    expect(capped.json()).toMatchObject({ fields: ["expiresAt"] });
    t.advanceTime(2 * HOUR);
    expect((await post(owner.client, owner.siteId, { text: "En till", expiresAt: inHours(t, 1) })).statusCode).toBe(201);
  });

  it("are the couple's own: another account is refused, another site's notice is not found, an unpublished or protected site shows none to guests", async () => {
    const owner = await weekend(t);
    const notice = (await post(owner.client, owner.siteId, { text: "Hej", expiresAt: inHours(t, 1) })).json() as Notice;
    const stranger = await registerOwner(t.app);
    expect((await stranger.client.get(base(owner.siteId))).statusCode).toBe(403);
    expect((await post(stranger.client, owner.siteId, { text: "Kapad", expiresAt: inHours(t, 1) })).statusCode).toBe(403);
    expect((await stranger.client.put(`${base(owner.siteId)}/${notice.id}`, { text: "Kapad", expiresAt: inHours(t, 1) })).statusCode).toBe(403);
    expect((await stranger.client.request({ method: "DELETE", url: `${base(owner.siteId)}/${notice.id}` })).statusCode).toBe(403);
    expect((await stranger.client.put(`${base(stranger.siteId)}/${notice.id}`, { text: "Kapad", expiresAt: inHours(t, 1) })).statusCode).toBe(404);
    expect((await stranger.client.request({ method: "DELETE", url: `${base(stranger.siteId)}/${notice.id}` })).statusCode).toBe(404);
    expect((await agent(t.app).post(base(owner.siteId), { text: "Kapad", expiresAt: inHours(t, 1) })).statusCode).toBe(401);
    expect(await shown(t, owner.siteId)).toEqual(["Hej"]);

    // The stranger's site is not published: its guests get a 404, its owner sees it as guests will.
    await post(stranger.client, stranger.siteId, { text: "Utkast", expiresAt: inHours(t, 1) });
    expect((await guestRead(t, stranger.siteId)).statusCode).toBe(404);
    expect(((await stranger.client.get(`${base(stranger.siteId)}/live`)).json() as GuestNotices).notices).toHaveLength(1);

    // A protected site: a guest without the password is refused, a personal link opens its notices.
    const guarded = await weekend(t, { password: "hemligt" });
    await post(guarded.client, guarded.siteId, { text: "Skyddat", expiresAt: inHours(t, 1) });
    expect((await guestRead(t, guarded.siteId)).statusCode).toBe(401);
    expect(await shown(t, guarded.siteId, `?link=${guarded.lind.linkToken}`)).toEqual(["Skyddat"]);
    expect((await guestRead(t, guarded.siteId, `?link=${owner.lind.linkToken}`)).statusCode).toBe(404);
  });

  it("go as mail once per household concerned, even when the job runs again, and not again when edited", async () => {
    const owner = await weekend(paused);
    const response = await post(owner.client, owner.siteId, { text: "Middagen börjar kl. 19", eventId: owner.middag.id, expiresAt: inHours(paused, 4), mail: true });
    expect(response.statusCode, response.body).toBe(201);
    const notice = response.json() as Notice;
    expect(notice.mailedAt).toEqual(expect.any(String));
    const job = { siteId: owner.siteId, kind: "update" as const, round: notice.id };
    await Promise.all([deliverRound(paused.deps, job, noLog), deliverRound(paused.deps, job, noLog)]);
    await deliverRound(paused.deps, job, noLog);
    const [mail, ...more] = paused.smtp.sentTo(owner.berg.mail!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Nytt meddelande");
    expect(mail!.text).toContain("Middagen börjar kl. 19");
    expect(mail!.text).toContain(`/inbjudan/${owner.berg.linkToken}/sluta-paminna`);
    // Lind is not invited to the dinner.
    expect(paused.smtp.sentTo(owner.lind.mail!)).toEqual([]);

    await owner.client.put(`${base(owner.siteId)}/${notice.id}`, { text: "Middagen börjar kl. 19.30", eventId: owner.middag.id, expiresAt: inHours(paused, 4) });
    await deliverRound(paused.deps, job, noLog);
    expect(paused.smtp.sentTo(owner.berg.mail!)).toHaveLength(1);

    // To everyone: every household with an address.
    const all = await post(owner.client, owner.siteId, { text: "Välkomna!", expiresAt: inHours(paused, 4), mail: true });
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "update", round: (all.json() as Notice).id }, noLog);
    expect(paused.smtp.sentTo(owner.lind.mail!)).toHaveLength(1);
    expect(paused.smtp.sentTo(owner.berg.mail!)).toHaveLength(2);
  });

  it("are never mailed from an unpublished site, and nothing is stored then", async () => {
    const owner = await registerOwner(t.app);
    const response = await post(owner.client, owner.siteId, { text: "Hej", expiresAt: inHours(t, 1), mail: true });
    expect(response.statusCode).toBe(422);
    expect(await listed(owner.client, owner.siteId)).toEqual([]);
    expect((await post(owner.client, owner.siteId, { text: "Hej", expiresAt: inHours(t, 1) })).statusCode).toBe(201);
    await mailDelivered(t.database);
  });
});
