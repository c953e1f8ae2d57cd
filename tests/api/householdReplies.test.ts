import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { guestListSettings, householdReplies, households } from "../../src/server/db/schema";
import { REPLY_NOTICE_QUEUE } from "../../src/server/features/householdReplies/notice";
import { REPLIES_PER_TOKEN_PER_HOUR } from "../../src/server/features/householdReplies/routes";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA", en: "RSVP" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};
const berg: HouseholdInput = { name: "Familjen Berg", mail: "berg@example.com", language: "sv", guests: [{ name: "Anna Berg" }, { name: "Olle Berg", child: true }] };

const guestList = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;

async function created<T>(response: { statusCode: number; body: string; json: () => unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

/** A published site with two events (ceremony and dinner) and the Berg household invited to both. */
async function weddingWithBerg(options: { password?: string; events?: boolean } = {}) {
  const owner = await publishedSite(t, document, { password: options.password });
  const events =
    options.events === false
      ? []
      : [
          await created<GuestEvent>(await owner.client.post(guestList(owner.siteId, "/events"), { name: { sv: "Vigsel", en: "Ceremony" }, startsAt: "2027-06-12T14:00:00+02:00", place: { sv: "Sankt Johannes kyrka" } })),
          await created<GuestEvent>(await owner.client.post(guestList(owner.siteId, "/events"), { name: { sv: "Middag", en: "Dinner" }, startsAt: "2027-06-12T18:00:00+02:00" })),
        ];
  const household = await created<Household>(await owner.client.post(guestList(owner.siteId, "/households"), { ...berg, eventIds: events.map((event) => event.id) }));
  return { owner, events, household };
}

const openLink = (host: string, token: string, client: Agent = agent(t.app), language = "") => client.get(`${language}/inbjudan/${token}`, { host });
const postKey = async () => (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
const sendReply = (host: string, token: string, body: object) => t.app.inject({ method: "POST", url: `/api/households/${token}/reply`, headers: { host }, payload: body });

/** Both guests answered: Anna to every event, Olle to the first only. */
function answer(household: Household, events: GuestEvent[], extra: object = {}) {
  const [anna, olle] = household.guests;
  const keys = events.length ? events.map((event) => event.id) : ["day"];
  return {
    guests: [
      { guestId: anna!.id, attending: Object.fromEntries(keys.map((key) => [key, true])), dietary: "Vegetarian" },
      { guestId: olle!.id, attending: Object.fromEntries(keys.map((key, index) => [key, index === 0])), dietary: "" },
    ],
    message: "Vi ser fram emot det!",
    ...extra,
  };
}

const repliesOf = (householdId: string) => t.database.db.select().from(householdReplies).where(eq(householdReplies.householdId, householdId)).orderBy(householdReplies.createdAt);
const openedAt = async (householdId: string) => (await t.database.db.select({ at: households.linkFirstOpenedAt }).from(households).where(eq(households.id, householdId)))[0]!.at;
const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]!) as { household?: { name: string; reply: unknown; closed: boolean; events: { name: string }[] } };

describe("a household's personal page", () => {
  it("greets the household by name, lists its guests and events, and leaves the shared page as it was", async () => {
    const { owner, household } = await weddingWithBerg();
    const before = await agent(t.app).get("/", { host: owner.host });
    const page = await openLink(owner.host, household.linkToken);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).toContain("Välkommen, Familjen Berg!");
    expect(page.body).toContain("Anna Berg");
    expect(page.body).toContain("Olle Berg");
    expect(page.body).toContain("Vigsel");
    expect(page.body).toContain("Sankt Johannes kyrka");
    expect(page.body).toContain('name="robots" content="noindex');
    const data = pageData(page.body);
    expect(data.household).toMatchObject({ name: "Familjen Berg", reply: null, closed: false });

    // The greeting's button goes straight to the household's RSVP, however long the page above it is.
    const answer = /<a href="#([^"]+)" class="[^"]*site__greeting-answer">Svara<\/a>/.exec(page.body);
    expect(answer).not.toBeNull();
    expect(page.body).toMatch(new RegExp(`<section id="${answer![1]}"[^>]*class="module module--Rsvp"`));

    const english = await openLink(owner.host, household.linkToken, agent(t.app), "/en");
    expect(english.body).toContain("Welcome, Familjen Berg!");
    expect(english.body).toContain(">Reply</a>");
    expect(pageData(english.body).household!.events.map((event) => event.name)).toEqual(["Ceremony", "Dinner"]);

    const after = await agent(t.app).get("/", { host: owner.host });
    expect(after.body).toBe(before.body);
    expect(after.body).not.toContain("Familjen Berg");
    expect(after.body).not.toContain(household.linkToken);
  });

  it("records the first visit through the link once, and not the owner's own look", async () => {
    const { owner, household } = await weddingWithBerg();
    await openLink(owner.host, household.linkToken, owner.client);
    expect(await openedAt(household.id)).toBeNull();
    await openLink(owner.host, household.linkToken);
    const first = await openedAt(household.id);
    expect(first).toBeInstanceOf(Date);
    t.advanceTime(60_000);
    await openLink(owner.host, household.linkToken);
    expect(await openedAt(household.id)).toEqual(first);
  });

  it("opens nothing with another site's token, a regenerated token or a made-up one: the same not-found page", async () => {
    const first = await weddingWithBerg();
    const second = await weddingWithBerg();
    const elsewhere = await openLink(second.owner.host, first.household.linkToken);
    const madeUp = await openLink(first.owner.host, "A".repeat(32));
    expect(elsewhere.statusCode).toBe(404);
    expect(madeUp.statusCode).toBe(404);
    expect(elsewhere.body).toBe(madeUp.body);
    expect(elsewhere.body).toContain("Länken fungerar inte");
    expect(elsewhere.body).not.toContain("Familjen Berg");

    const regenerated = await first.owner.client.post(guestList(first.owner.siteId, `/households/${first.household.id}/link`));
    expect((await openLink(first.owner.host, first.household.linkToken)).statusCode).toBe(404);
    expect((await openLink(first.owner.host, regenerated.json().linkToken)).statusCode).toBe(200);
    expect((await sendReply(first.owner.host, first.household.linkToken, { ...answer(first.household, first.events), postKey: await postKey() })).statusCode).toBe(404);
  });

  it("lets the link into a password-protected site without the password, and only into that household's page", async () => {
    const { owner, household, events } = await weddingWithBerg({ password: "hemlis" });
    const guest = agent(t.app);
    const page = await openLink(owner.host, household.linkToken, guest);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Välkommen, Familjen Berg!");
    expect(guest.cookies.size).toBe(0);
    const front = await guest.get("/", { host: owner.host });
    expect(front.body).toContain("Sidan är skyddad");
    expect(front.body).not.toContain("Familjen Berg");
    const replied = await sendReply(owner.host, household.linkToken, { ...answer(household, events), postKey: await postKey() });
    expect(replied.statusCode, replied.body).toBe(200);
  });
});

describe("the household's reply", () => {
  it("is stored per guest and event, shown when the household comes back, and changed with its history kept", async () => {
    const { owner, events, household } = await weddingWithBerg();
    const first = await sendReply(owner.host, household.linkToken, { ...answer(household, events), postKey: await postKey() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ changed: false, reply: { message: "Vi ser fram emot det!" } });
    expect(pageData((await openLink(owner.host, household.linkToken)).body).household!.reply).toEqual(first.json().reply);

    t.advanceTime(1000);
    const [anna, olle] = household.guests;
    const change = { guests: [{ guestId: anna!.id, attending: { [events[0]!.id]: true, [events[1]!.id]: false } }, { guestId: olle!.id, attending: { [events[0]!.id]: false, [events[1]!.id]: false } }] };
    const second = await sendReply(owner.host, household.linkToken, { ...change, postKey: await postKey() });
    expect(second.json()).toMatchObject({ changed: true });
    const rows = await repliesOf(household.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.reply.guests[1]!.attending[events[0]!.id]).toBe(true);
    expect(rows[1]!.reply.guests[1]!.attending[events[0]!.id]).toBe(false);
    expect(rows[1]!.createdAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime());
    expect(pageData((await openLink(owner.host, household.linkToken)).body).household!.reply).toEqual(second.json().reply);
    const history = (await owner.client.get(guestList(owner.siteId, `/households/${household.id}/reply`))).json() as { replies: { reply: unknown; createdAt: string }[] };
    expect(history.replies.map((entry) => entry.reply)).toEqual([second.json().reply, first.json().reply]);
  });

  it("asks coming or not for the whole day on a site without events", async () => {
    const { owner, household } = await weddingWithBerg({ events: false });
    const response = await sendReply(owner.host, household.linkToken, { ...answer(household, []), postKey: await postKey() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reply.guests[0].attending).toEqual({ day: true });
  });

  it("refuses a guest or an event of another household, a missing guest and an unanswered event, storing nothing", async () => {
    const { owner, events, household } = await weddingWithBerg();
    const other = await created<Household>(await owner.client.post(guestList(owner.siteId, "/households"), { name: "Lind", language: "sv", guests: [{ name: "Per Lind" }], eventIds: [events[1]!.id] }));
    const outsider = await created<GuestEvent>(await owner.client.post(guestList(owner.siteId, "/events"), { name: { sv: "Brunch" } }));
    const good = answer(household, events);
    const refusals = [
      { ...good, guests: [good.guests[0], { ...good.guests[1], guestId: other.guests[0]!.id }] },
      { ...good, guests: [good.guests[0], { ...good.guests[1], attending: { ...good.guests[1]!.attending, [outsider.id]: true } }] },
      { ...good, guests: [good.guests[0]] },
      { ...good, guests: [good.guests[0], { ...good.guests[1], attending: { [events[0]!.id]: true } }] },
    ];
    for (const body of refusals) {
      const response = await sendReply(owner.host, household.linkToken, { ...body, postKey: await postKey() });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.any(String) } });
    }
    // Lind's own answer is to the dinner only.
    expect((await sendReply(owner.host, other.linkToken, { ...answer(household, events), postKey: await postKey() })).statusCode).toBe(422);
    expect(await repliesOf(household.id)).toHaveLength(0);
    expect(await repliesOf(other.id)).toHaveLength(0);
  });

  it("stores a double submit with the same post key once", async () => {
    const { owner, events, household } = await weddingWithBerg();
    const key = await postKey();
    const body = { ...answer(household, events), postKey: key };
    const [one, two] = await Promise.all([sendReply(owner.host, household.linkToken, body), sendReply(owner.host, household.linkToken, body)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().reply).toEqual(one.json().reply);
    expect(await repliesOf(household.id)).toHaveLength(1);
    expect((await sendReply(owner.host, household.linkToken, { ...body, postKey: "not-a-key" })).statusCode).toBe(422);
  });

  it("is refused past its link's hourly allowance", async () => {
    const { owner, household } = await weddingWithBerg();
    for (let sent = 0; sent < REPLIES_PER_TOKEN_PER_HOUR; sent++) expect((await sendReply(owner.host, household.linkToken, { guests: [] })).statusCode).toBe(422);
    const over = await sendReply(owner.host, household.linkToken, { guests: [] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ isErrorResponse: true });
  });

  it("refuses a body larger than a household's reply can be", async () => {
    const { owner, household } = await weddingWithBerg();
    const response = await sendReply(owner.host, household.linkToken, { guests: [], message: "x".repeat(70_000), postKey: "k" });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorDescription: ERROR_TEXTS.payloadTooLarge });
  });
});

describe("the deadline", () => {
  it("closes the household's RSVP with its answer read-only, while the owner can still change it", async () => {
    const { owner, events, household } = await weddingWithBerg();
    await sendReply(owner.host, household.linkToken, { ...answer(household, events), postKey: await postKey() });
    await t.database.db.insert(guestListSettings).values({ siteId: owner.siteId, rsvpDeadline: new Date(t.deps.now().getTime() - 60_000) });

    const page = await openLink(owner.host, household.linkToken);
    expect(pageData(page.body).household).toMatchObject({ closed: true, reply: { message: "Vi ser fram emot det!" } });
    expect(page.body).toContain("Sista dagen att svara har passerat");
    const refused = await sendReply(owner.host, household.linkToken, { ...answer(household, events), postKey: await postKey() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("Sista dagen") } });

    const edited = await owner.client.put(guestList(owner.siteId, `/households/${household.id}/reply`), answer(household, events, { message: "Ändrat av värdparet" }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ changed: true, reply: { message: "Ändrat av värdparet" } });
    expect(await repliesOf(household.id)).toHaveLength(2);
  });

  it("refuses the owner's change for another account's household, an unknown one, and one that does not fit", async () => {
    const { owner, events, household } = await weddingWithBerg();
    const stranger = await registerOwner(t.app);
    expect((await stranger.client.put(guestList(owner.siteId, `/households/${household.id}/reply`), answer(household, events))).statusCode).toBe(403);
    expect((await stranger.client.get(guestList(owner.siteId, `/households/${household.id}/reply`))).statusCode).toBe(403);
    expect((await stranger.client.put(guestList(stranger.siteId, `/households/${household.id}/reply`), answer(household, events))).statusCode).toBe(404);
    expect((await agent(t.app).put(guestList(owner.siteId, `/households/${household.id}/reply`), answer(household, events))).statusCode).toBe(401);
    expect((await owner.client.put(guestList(owner.siteId, `/households/${household.id}/reply`), answer(household, []))).statusCode).toBe(422);
    expect(await repliesOf(household.id)).toHaveLength(0);
  });
});

describe("the couple's notice", () => {
  it("tells the couple once for a reply and its change made within the notice's minutes, with the answer as it stands", async () => {
    const { owner, events, household } = await weddingWithBerg();
    await sendReply(owner.host, household.linkToken, { ...answer(household, events), postKey: await postKey() });
    await sendReply(owner.host, household.linkToken, { ...answer(household, events, { message: "Vi kommer alla!" }), postKey: await postKey() });
    const waiting = async () =>
      (await t.database.pool.query<{ id: string; start_after: Date }>("select id, start_after from pgboss.job where name = $1 and state = 'created' and data->>'householdId' = $2", [REPLY_NOTICE_QUEUE, household.id])).rows;
    const jobs = await waiting();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.start_after.getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);
    expect(t.smtp.sentTo(owner.mail)).toHaveLength(0);

    // The notice's minutes have passed.
    await t.database.pool.query("update pgboss.job set start_after = now() where id = $1", [jobs[0]!.id]);
    await expect.poll(async () => (await waiting()).length === 0 && t.smtp.sentTo(owner.mail).length, { timeout: 15_000 }).toBe(1);
    await t.mailDelivered();
    const [mail] = t.smtp.sentTo(owner.mail);
    expect(mail!.subject).toBe("Ändrad OSA från Familjen Berg");
    expect(mail!.text).toContain("Vi kommer alla!");
    expect(mail!.text).toContain("Olle Berg: Vigsel: kommer, Middag: kommer inte");
    expect(mail!.text).not.toContain("Vi ser fram emot det!");
    expect(await t.database.db.select().from(householdReplies).where(eq(householdReplies.siteId, owner.siteId))).toHaveLength(2);
  });
});
