import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import type { UpdateMail } from "../../src/domain/guestList/updateMails";
import { guestMailSends, householdReplies } from "../../src/server/db/schema";
import { deliverRound } from "../../src/server/features/guestList/mail/delivery";
import { sendDueInvitationResends } from "../../src/server/features/guestList/mail/resend";
import { queueScheduledUpdateMail } from "../../src/server/features/guestList/mail/updateMails";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { mailDelivered } from "../support/mailQueue";
import { publishedSite } from "../support/site";
import { REFUSING_DOMAIN } from "../support/smtp";

let t: TestApp;
/** A second server whose jobs nobody works: the test runs them itself, at the moment it wants. */
let paused: TestApp;
beforeAll(async () => {
  [t, paused] = await Promise.all([createTestApp(), createTestApp({ env: { JOBS_WORKER: "false" } })]);
});
afterAll(() => Promise.all([t.close(), paused.close()]));

const DAY = 86_400_000;
const noLog = { warn: () => {}, error: () => {} };
const twoLanguages = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] };
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const texts = {
  sv: { subject: "Ändrad tid för middagen", body: "Middagen börjar en timme senare, kl. 19." },
  en: { subject: "The dinner starts later", body: "The dinner starts an hour later, at 7 pm." },
};

let households_ = 0;
const household = (name: string, extra: Partial<HouseholdInput> = {}): HouseholdInput => ({
  name,
  mail: `up${++households_}-${Date.now()}@example.com`,
  language: "sv",
  guests: [{ name: `${name} Gäst` }],
  ...extra,
});

/** An owner with a published site in Swedish and English, the events Vigsel and Middag, and households invited as given. */
async function guestList(app: TestApp, inputs: { input: HouseholdInput; events: ("Vigsel" | "Middag")[] }[]) {
  const owner = await publishedSite(app, twoLanguages);
  const events: Record<string, GuestEvent> = {};
  for (const name of ["Vigsel", "Middag"]) events[name] = (await owner.client.post(url(owner.siteId, "/events"), { name: { sv: name, en: `${name} (en)` } })).json() as GuestEvent;
  const list: Household[] = [];
  for (const { input, events: names } of inputs) {
    const response = await owner.client.post(url(owner.siteId, "/households"), { ...input, eventIds: names.map((name) => events[name]!.id) });
    expect(response.statusCode, response.body).toBe(201);
    list.push(response.json() as Household);
  }
  return { ...owner, households: list, vigsel: events.Vigsel!, middag: events.Middag! };
}

/** The household's answer through its personal link: each guest coming or not to each of its events. */
const answer = (app: TestApp, siteId: string, house: Household, coming: boolean) =>
  app.database.db.insert(householdReplies).values({
    siteId,
    householdId: house.id,
    reply: { guests: house.guests.map((guest) => ({ guestId: guest.id, attending: Object.fromEntries(house.eventIds.map((id) => [id, coming])), dietary: "" })) } as never,
  });

const send = (client: Agent, siteId: string, body: object) => client.post(url(siteId, "/update-mails"), { id: randomUUID(), texts, ...body });
const list = async (client: Agent, siteId: string) => ((await client.get(url(siteId, "/update-mails"))).json() as { updateMails: UpdateMail[] }).updateMails;
const count = async (client: Agent, siteId: string, recipients: object) => {
  const response = await client.post(url(siteId, "/update-mails/count"), { recipients });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { count: number }).count;
};

describe("update mails", () => {
  it("pick households by event, tag, answer or by hand, and the count says how many", async () => {
    const owner = await guestList(t, [
      { input: household("Berg", { tags: ["släkt"] }), events: ["Vigsel", "Middag"] },
      { input: household("Lind", { tags: ["vänner"] }), events: ["Vigsel"] },
      { input: household("Ek", { tags: ["vänner"] }), events: ["Middag"] },
      { input: household("Asp"), events: ["Vigsel", "Middag"] },
    ]);
    const [berg, lind, ek, asp] = owner.households;
    await answer(t, owner.siteId, berg!, true);
    await answer(t, owner.siteId, ek!, false);

    expect(await count(owner.client, owner.siteId, {})).toBe(4);
    expect(await count(owner.client, owner.siteId, { eventIds: [owner.middag.id] })).toBe(3);
    expect(await count(owner.client, owner.siteId, { tags: ["vänner"] })).toBe(2);
    expect(await count(owner.client, owner.siteId, { answers: ["coming"] })).toBe(1);
    expect(await count(owner.client, owner.siteId, { answers: ["notComing"] })).toBe(1);
    expect(await count(owner.client, owner.siteId, { answers: ["notAnswered"] })).toBe(2);
    expect(await count(owner.client, owner.siteId, { eventIds: [owner.middag.id], answers: ["notAnswered", "coming"] })).toBe(2);
    expect(await count(owner.client, owner.siteId, { householdIds: [lind!.id, asp!.id] })).toBe(2);

    const response = await send(owner.client, owner.siteId, { recipients: { eventIds: [owner.middag.id], tags: ["vänner"] } });
    expect(response.statusCode, response.body).toBe(201);
    await mailDelivered(t.database);
    expect(t.smtp.sentTo(ek!.mail!)).toHaveLength(1);
    for (const other of [berg!, lind!, asp!]) expect(t.smtp.sentTo(other.mail!)).toEqual([]);
  });

  it("go to each household in its language, with its name, its personal link and the stop link, and show sent, delivered and opened", async () => {
    const owner = await guestList(t, [
      { input: household("Familjen Berg"), events: ["Middag"] },
      { input: household("The Smiths", { language: "en" }), events: ["Middag"] },
    ]);
    const [berg, smiths] = owner.households;
    const response = await send(owner.client, owner.siteId, { recipients: { eventIds: [owner.middag.id] } });
    expect(response.statusCode, response.body).toBe(201);
    await mailDelivered(t.database);

    const [swedish] = t.smtp.sentTo(berg!.mail!);
    expect(swedish!.subject).toBe("Ändrad tid för middagen");
    expect(swedish!.text).toContain("Hej Familjen Berg!");
    expect(swedish!.text).toContain("Middagen börjar en timme senare");
    expect(swedish!.text).toContain(`http://${owner.host}:3000/inbjudan/${berg!.linkToken}`);
    expect(swedish!.text).toContain(`http://${owner.host}:3000/inbjudan/${berg!.linkToken}/sluta-paminna`);
    expect(swedish!.headers["list-unsubscribe"]).toContain("/sluta-paminna");
    const [english] = t.smtp.sentTo(smiths!.mail!);
    expect(english!.subject).toBe("The dinner starts later");
    expect(english!.text).toContain("Dear The Smiths,");

    t.advanceTime(60_000);
    const opened = await agent(t.app).get(`/inbjudan/${berg!.linkToken}`, { host: owner.host });
    expect(opened.statusCode).toBe(200);
    const [mail] = await list(owner.client, owner.siteId);
    expect(mail).toMatchObject({ texts, queuedAt: expect.any(String), cancelledAt: null });
    const byName = Object.fromEntries(mail!.households.map((row) => [row.name, row]));
    expect(byName["Familjen Berg"]).toMatchObject({ status: "delivered", sentAt: expect.any(String), smtpAnswer: expect.stringMatching(/^250/), linkOpenedAt: expect.any(String) });
    expect(byName["The Smiths"]).toMatchObject({ status: "delivered", linkOpenedAt: null });
  });

  it("record a refused address as bounced, with the mail server's answer, and do not try it again", async () => {
    const owner = await guestList(t, [
      { input: household("Fel adress", { mail: `nobody@${REFUSING_DOMAIN}` }), events: ["Vigsel"] },
      { input: household("Rätt adress"), events: ["Vigsel"] },
    ]);
    expect((await send(owner.client, owner.siteId, { recipients: {} })).statusCode).toBe(201);
    await mailDelivered(t.database);
    const [mail] = await list(owner.client, owner.siteId);
    const byName = Object.fromEntries(mail!.households.map((row) => [row.name, row]));
    expect(byName["Fel adress"]).toMatchObject({ status: "bounced", sentAt: null, smtpAnswer: expect.stringContaining("550") });
    expect(byName["Rätt adress"]).toMatchObject({ status: "delivered" });
    // The invitation's status list shows the same for every kind of guest-list mail.
    const records = (await owner.client.get(url(owner.siteId, "/mails"))).json() as { mails: { householdId: string; status: string }[] };
    expect(records.mails.map((row) => row.status).sort()).toEqual(["bounced", "delivered"]);
  });

  it("reach each household once, when the same mail comes twice and when two workers and a repeated job deliver it, and none that stopped mails meanwhile", async () => {
    const owner = await guestList(paused, [
      { input: household("A"), events: ["Vigsel"] },
      { input: household("B"), events: ["Vigsel"] },
      { input: household("C"), events: ["Vigsel"] },
    ]);
    const id = randomUUID();
    const first = await send(owner.client, owner.siteId, { id, recipients: {} });
    const again = await send(owner.client, owner.siteId, { id, recipients: {} });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const job = { siteId: owner.siteId, kind: "update" as const, round: id };
    // C uses the stop link after the mail was queued: it does not go to C after all.
    const [, , c] = owner.households;
    await agent(paused.app).post(`/inbjudan/${c!.linkToken}/sluta-paminna`, undefined, { host: owner.host });
    // Two workers at once, then the job again, as after a worker died before it was marked done.
    await Promise.all([deliverRound(paused.deps, job, noLog), deliverRound(paused.deps, job, noLog)]);
    await deliverRound(paused.deps, job, noLog);
    for (const house of owner.households.slice(0, 2)) expect(paused.smtp.sentTo(house.mail!)).toHaveLength(1);
    expect(paused.smtp.sentTo(c!.mail!)).toEqual([]);
    expect(await list(owner.client, owner.siteId)).toHaveLength(1);
  });

  it("can be scheduled up to 60 days ahead, and cancelled before they go", async () => {
    const owner = await guestList(paused, [{ input: household("Berg"), events: ["Vigsel"] }]);
    const [berg] = owner.households;
    const at = (days: number) => new Date(paused.deps.now().getTime() + days * DAY).toISOString();
    expect((await send(owner.client, owner.siteId, { recipients: {}, sendAt: at(61) })).statusCode).toBe(422);
    expect((await send(owner.client, owner.siteId, { recipients: {}, sendAt: at(-1) })).statusCode).toBe(422);

    const kept = randomUUID();
    const cancelled = randomUUID();
    expect((await send(owner.client, owner.siteId, { id: kept, recipients: {}, sendAt: at(2) })).statusCode).toBe(201);
    expect((await send(owner.client, owner.siteId, { id: cancelled, recipients: {}, sendAt: at(2) })).statusCode).toBe(201);
    const cancel = await owner.client.request({ method: "DELETE", url: url(owner.siteId, `/update-mails/${cancelled}`) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await list(owner.client, owner.siteId)).map((mail) => [mail.id, mail.queuedAt, mail.cancelledAt !== null])).toEqual(
      expect.arrayContaining([
        [kept, null, false],
        [cancelled, null, true],
      ]),
    );

    // The scheduled job runs at its time: the kept mail goes, the cancelled one does not.
    paused.advanceTime(2 * DAY + 1000);
    await queueScheduledUpdateMail(paused.deps, kept);
    await queueScheduledUpdateMail(paused.deps, cancelled);
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "update", round: kept }, noLog);
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "update", round: cancelled }, noLog);
    expect(paused.smtp.sentTo(berg!.mail!).map((mail) => mail.subject)).toEqual([texts.sv.subject]);
    // A mail already queued cannot be cancelled.
    const late = await owner.client.request({ method: "DELETE", url: url(owner.siteId, `/update-mails/${kept}`) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.any(String), en: expect.any(String), da: expect.any(String) } });
  });

  it("are refused for an unpublished site, past the daily bound, with a too long text, and to another owner", async () => {
    const unpublished = await registerOwner(t.app);
    const refused = await send(unpublished.client, unpublished.siteId, { recipients: {} });
    expect(refused.statusCode).toBe(422);

    const owner = await guestList(t, [{ input: household("Berg"), events: ["Vigsel"] }]);
    expect((await send(owner.client, owner.siteId, { recipients: {}, texts: { sv: { subject: "x".repeat(201), body: "b" } } })).statusCode).toBe(422);
    expect((await send(owner.client, owner.siteId, { recipients: {}, texts: { sv: { subject: "s", body: "x".repeat(5001) } } })).statusCode).toBe(422);

    const stranger = await publishedSite(t, twoLanguages);
    for (const call of [send(stranger.client, owner.siteId, { recipients: {} }), stranger.client.get(url(owner.siteId, "/update-mails")), stranger.client.post(url(owner.siteId, "/update-mails/count"), { recipients: {} })]) {
      expect((await call).statusCode).toBe(403);
    }

    await t.database.db.insert(guestMailSends).values({ siteId: owner.siteId, kind: "invitation", mails: 200, createdAt: t.deps.now() });
    const capped = await send(owner.client, owner.siteId, { recipients: {} });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("200 mejl per dygn") } });
    expect(await list(owner.client, owner.siteId)).toEqual([]);
  });
});

describe("the invitation's automatic re-send", () => {
  it("goes once, N days after the invitation, to households whose link is unopened and who have not answered or stopped", async () => {
    const owner = await guestList(paused, [
      { input: household("Oöppnad"), events: ["Vigsel"] },
      { input: household("Öppnad"), events: ["Vigsel"] },
      { input: household("Svarat"), events: ["Vigsel"] },
      { input: household("Stoppat"), events: ["Vigsel"] },
    ]);
    const [unopened, opened, answered, stopped] = owner.households;
    const settings = await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, resendInvitationAfterDays: 2 });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ resendInvitationAfterDays: 2 });
    const invite = await owner.client.post(url(owner.siteId, "/mails"), { sendId: randomUUID(), kind: "invitation", recipients: "notYetSent" });
    expect(invite.statusCode, invite.body).toBe(200);
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "invitation", round: "once" }, noLog);
    await agent(paused.app).get(`/inbjudan/${opened!.linkToken}`, { host: owner.host });
    await answer(paused, owner.siteId, answered!, true);
    await agent(paused.app).post(`/inbjudan/${stopped!.linkToken}/sluta-paminna`, undefined, { host: owner.host });

    // A day later nothing is due; two days later the unopened one is.
    paused.advanceTime(DAY);
    await sendDueInvitationResends(paused.deps, () => {});
    paused.advanceTime(DAY + 1000);
    await sendDueInvitationResends(paused.deps, () => {});
    await sendDueInvitationResends(paused.deps, () => {});
    for (let run = 0; run < 2; run++) await deliverRound(paused.deps, { siteId: owner.siteId, kind: "invitation", round: "resend" }, noLog);
    paused.advanceTime(5 * DAY);
    await sendDueInvitationResends(paused.deps, () => {});
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "invitation", round: "resend" }, noLog);

    expect(paused.smtp.sentTo(unopened!.mail!).map((mail) => mail.subject)).toEqual(["Ni är inbjudna!", "Ni är inbjudna!"]);
    for (const other of [opened!, answered!, stopped!]) expect(paused.smtp.sentTo(other.mail!)).toHaveLength(1);
  });

  it("never sends an invitation sent long ago again out of the blue, nor one whose answers have closed", async () => {
    const owner = await guestList(paused, [{ input: household("Gammal inbjudan"), events: ["Vigsel"] }]);
    const [old] = owner.households;
    const invite = await owner.client.post(url(owner.siteId, "/mails"), { sendId: randomUUID(), kind: "invitation", recipients: "notYetSent" });
    expect(invite.statusCode, invite.body).toBe(200);
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "invitation", round: "once" }, noLog);
    // Sent a month ago, as for a site whose invitations went out before re-sends existed: due long since.
    paused.advanceTime(30 * DAY);
    await sendDueInvitationResends(paused.deps, () => {});
    await deliverRound(paused.deps, { siteId: owner.siteId, kind: "invitation", round: "resend" }, noLog);
    expect(paused.smtp.sentTo(old!.mail!)).toHaveLength(1);

    const closed = await guestList(paused, [{ input: household("Stängd"), events: ["Vigsel"] }]);
    const deadline = new Date(paused.deps.now().getTime() + DAY).toISOString();
    expect((await closed.client.put(url(closed.siteId, "/settings"), { rsvpDeadline: deadline, reminderDaysBefore: null, resendInvitationAfterDays: 2 })).statusCode).toBe(200);
    await closed.client.post(url(closed.siteId, "/mails"), { sendId: randomUUID(), kind: "invitation", recipients: "notYetSent" });
    await deliverRound(paused.deps, { siteId: closed.siteId, kind: "invitation", round: "once" }, noLog);
    paused.advanceTime(2 * DAY + 1000);
    await sendDueInvitationResends(paused.deps, () => {});
    await deliverRound(paused.deps, { siteId: closed.siteId, kind: "invitation", round: "resend" }, noLog);
    expect(paused.smtp.sentTo(closed.households[0]!.mail!)).toHaveLength(1);
  });

  it("is on after 3 days by default, takes 1–30 days or off, and refuses anything else", async () => {
    const owner = await publishedSite(t, twoLanguages);
    expect((await owner.client.get(url(owner.siteId, "/settings"))).json()).toMatchObject({ resendInvitationAfterDays: 3 });
    for (const days of [0, 31, 2.5]) {
      expect((await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, resendInvitationAfterDays: days })).statusCode).toBe(422);
    }
    const off = await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, resendInvitationAfterDays: null });
    expect(off.json()).toMatchObject({ resendInvitationAfterDays: null });
    // A save of the other settings keeps it.
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: 5 });
    expect((await owner.client.get(url(owner.siteId, "/settings"))).json()).toMatchObject({ resendInvitationAfterDays: null, reminderDaysBefore: 5 });
  });
});
