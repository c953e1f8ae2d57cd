import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestListSettings, GuestMailSendResult, HouseholdMailRecord } from "../../src/domain/guestList/mail";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { householdMails, householdReplies, rsvpAnswers } from "../../src/server/db/schema";
import { deliverRound } from "../../src/server/features/guestList/mail/delivery";
import { sendDueGuestReminders } from "../../src/server/features/guestList/mail/reminders";
import { roundOf, sendGuestMails } from "../../src/server/features/guestList/mail/send";
import { findSite } from "../../src/server/core";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { mailDelivered } from "../support/mailQueue";
import { publishedSite } from "../support/site";

let t: TestApp;
/** A second server whose jobs nobody works: the test runs them itself, at the moment it wants. */
let paused: TestApp;
beforeAll(async () => {
  [t, paused] = await Promise.all([createTestApp(), createTestApp({ env: { JOBS_WORKER: "false" } })]);
});
afterAll(() => Promise.all([t.close(), paused.close()]));

const DAY = 86_400_000;
const SEND_INTERVAL = 11_000;
const noLog = { warn: () => {}, error: () => {} };
const twoLanguages = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] };
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const delivered = (app: TestApp = t) => mailDelivered(app.database);

let households_ = 0;
const household = (name: string, extra: Partial<HouseholdInput> = {}): HouseholdInput => ({
  name,
  mail: `hh${++households_}-${Date.now()}@example.com`,
  language: "sv",
  guests: [{ name: `${name} Gäst` }],
  ...extra,
});

async function addHousehold(client: Agent, siteId: string, input: HouseholdInput): Promise<Household> {
  const response = await client.post(url(siteId, "/households"), input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Household;
}

/** An owner with a published site in Swedish and English, two events and the households given. */
async function guestList(app: TestApp, inputs: HouseholdInput[]) {
  const owner = await publishedSite(app, twoLanguages);
  const events: GuestEvent[] = [];
  for (const name of ["Vigsel", "Middag"]) events.push((await owner.client.post(url(owner.siteId, "/events"), { name: { sv: name, en: `${name} (en)` } })).json() as GuestEvent);
  const list: Household[] = [];
  for (const input of inputs) list.push(await addHousehold(owner.client, owner.siteId, { ...input, eventIds: events.map((event) => event.id) }));
  return { ...owner, households: list, events };
}

const send = (client: Agent, siteId: string, body: object) => client.post(url(siteId, "/mails"), { sendId: randomUUID(), ...body });
async function sent(response: { statusCode: number; body: string; json: () => unknown }): Promise<GuestMailSendResult> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GuestMailSendResult;
}
const answer = (app: TestApp, siteId: string, householdId: string) => app.database.db.insert(householdReplies).values({ siteId, householdId, reply: { guests: [] } as never });
const mailsTo = (address: string | null, app: TestApp = t) => app.smtp.sentTo(address!);

describe("settings", () => {
  it("starts with no deadline, no reminder and default texts in each of the site's languages, and stores what the owner sets", async () => {
    const owner = await publishedSite(t, twoLanguages);
    const initial = (await owner.client.get(url(owner.siteId, "/settings"))).json() as GuestListSettings;
    expect(initial).toMatchObject({ rsvpDeadline: null, reminderDaysBefore: null, mailTexts: { saveTheDate: {}, invitation: {}, reminder: {} } });
    expect(initial.defaultTexts.invitation.sv!.subject).toBe("Ni är inbjudna!");
    expect(initial.defaultTexts.reminder.en!.subject).toBe("Reminder: please let us know");

    const put = await owner.client.put(url(owner.siteId, "/settings"), {
      rsvpDeadline: "2030-06-01T22:00:00.000Z",
      reminderDaysBefore: 7,
      mailTexts: { invitation: { sv: { subject: "Välkomna på bröllop", body: "Vi gifter oss!" }, en: { subject: "", body: "" } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = (await owner.client.get(url(owner.siteId, "/settings"))).json() as GuestListSettings;
    expect(saved).toMatchObject({ rsvpDeadline: "2030-06-01T22:00:00.000Z", reminderDaysBefore: 7 });
    // An empty text is the default one: nothing stored for it.
    expect(saved.mailTexts.invitation).toEqual({ sv: { subject: "Välkomna på bröllop", body: "Vi gifter oss!" } });
  });

  it("refuses reminder days outside 1–60, a bad date, a too long text and a language the site does not offer", async () => {
    const owner = await publishedSite(t, twoLanguages);
    const base = { rsvpDeadline: null, reminderDaysBefore: null };
    for (const body of [
      { ...base, reminderDaysBefore: 0 },
      { ...base, reminderDaysBefore: 61 },
      { ...base, rsvpDeadline: "next friday" },
      { ...base, mailTexts: { reminder: { sv: { subject: "x".repeat(201), body: "" } } } },
      { ...base, mailTexts: { reminder: { sv: { subject: "", body: "x".repeat(5001) } } } },
      { ...base, mailTexts: { reminder: { de: { subject: "Erinnerung", body: "" } } } },
    ]) {
      const response = await owner.client.put(url(owner.siteId, "/settings"), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect(((await owner.client.get(url(owner.siteId, "/settings"))).json() as GuestListSettings).reminderDaysBefore).toBeNull();
  });
});

describe("preview", () => {
  it("shows the owner's text as text, never as markup, in the site's colours, greeting a sample household", async () => {
    const owner = await guestList(t, [household("Familjen Berg")]);
    const response = await owner.client.post(url(owner.siteId, "/mails/preview"), { kind: "invitation", language: "sv", text: { subject: "Fest!", body: "Kom <b>hit</b>\n\n<script>alert(1)</script>" } });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as { subject: string; html: string };
    expect(preview.subject).toBe("Fest!");
    expect(preview.html).toContain("Kom &#60;b&#62;hit&#60;/b&#62;");
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).toContain("Hej familjen Exempel!");
    expect(preview.html).toMatch(/background:#[0-9a-f]{6}/);
    // An empty text is the default one.
    const empty = (await owner.client.post(url(owner.siteId, "/mails/preview"), { kind: "reminder", language: "en", text: { subject: "", body: "" } })).json() as { subject: string };
    expect(empty.subject).toBe("Reminder: please let us know");
  });
});

describe("sending", () => {
  it("sends a test only to the owner's own address, greeting a sample household, in the site's design", async () => {
    const owner = await guestList(t, [household("Familjen Berg")]);
    const result = await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: "notYetSent", test: true, language: "en" }));
    expect(result).toMatchObject({ queued: 1, testTo: owner.mail });
    await delivered();
    const [mail, ...more] = mailsTo(owner.mail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You are invited!");
    expect(mail!.text).toContain("Dear Example family,");
    expect(mail!.text).toContain("Vigsel (en)");
    expect(mail!.html).toContain("background:#");
    expect(mailsTo(owner.households[0]!.mail)).toEqual([]);
    expect(await t.database.db.select().from(householdMails).where(eq(householdMails.siteId, owner.siteId))).toEqual([]);
  });

  it("mails each household with an address once, in its language, with its personal link, the events, the deadline and a stop link", async () => {
    const owner = await guestList(t, [household("Familjen Berg"), household("The Smiths", { language: "en" }), household("Utan adress", { mail: null })]);
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: "2030-06-01T10:00:00.000Z", reminderDaysBefore: null });
    const [berg, smiths, noMail] = owner.households;
    const result = await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: "notYetSent" }));
    expect(result).toEqual({ queued: 2, skipped: [{ householdId: noMail!.id, name: "Utan adress", reason: "noMail" }] });
    await delivered();

    const [swedish] = mailsTo(berg!.mail);
    expect(swedish!.subject).toBe("Ni är inbjudna!");
    expect(swedish!.text).toContain("Hej Familjen Berg!");
    expect(swedish!.text).toContain(`http://${owner.host}:3000/inbjudan/${berg!.linkToken}`);
    expect(swedish!.text).toContain(`http://${owner.host}:3000/inbjudan/${berg!.linkToken}/sluta-paminna`);
    expect(swedish!.text).toContain("Vigsel");
    expect(swedish!.text).toContain("Svara senast 1 juni 2030.");
    const [english] = mailsTo(smiths!.mail);
    expect(english!.subject).toBe("You are invited!");
    expect(english!.text).toContain("Middag (en)");
    // Day before month, as guests of a Nordic occasion read it.
    expect(english!.text).toContain("1 June 2030");
    expect(english!.html).toContain(`href="http://${owner.host}:3000/inbjudan/${smiths!.linkToken}"`);

    // Again, later: everyone with an address has had the invitation.
    t.advanceTime(SEND_INTERVAL);
    expect(await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: "notYetSent" }))).toMatchObject({ queued: 0 });
    t.advanceTime(SEND_INTERVAL);
    const named = await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: { householdIds: [berg!.id] } }));
    expect(named).toEqual({ queued: 0, skipped: [{ householdId: berg!.id, name: "Familjen Berg", reason: "alreadySent" }] });
    await delivered();
    expect(mailsTo(berg!.mail)).toHaveLength(1);
    const records = (await owner.client.get(url(owner.siteId, "/mails"))).json() as { mails: HouseholdMailRecord[] };
    expect(records.mails.map((row) => [row.householdId, row.kind, row.sentAt !== null])).toEqual(
      expect.arrayContaining([
        [berg!.id, "invitation", true],
        [smiths!.id, "invitation", true],
      ]),
    );
    expect(records.mails).toHaveLength(2);
  });

  it("says in the save-the-date when and where, and has guests' replies to any mail reach the owner", async () => {
    const owner = await publishedSite(t, twoLanguages);
    const wedding = (await owner.client.post(url(owner.siteId, "/events"), { name: { sv: "Bröllop" }, startsAt: "2027-06-12T13:00:00.000Z", place: { sv: "Uppsala domkyrka" } })).json() as GuestEvent;
    const berg = await addHousehold(owner.client, owner.siteId, household("Familjen Berg", { eventIds: [wedding.id] }));
    await sent(await send(owner.client, owner.siteId, { kind: "saveTheDate", recipients: "notYetSent" }));
    t.advanceTime(SEND_INTERVAL);
    await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: "notYetSent" }));
    await delivered();

    const [saveTheDate, invitation] = mailsTo(berg.mail);
    expect(saveTheDate!.subject).toBe("Spara datumet!");
    expect(saveTheDate!.text).toContain("Datum och plats:\n- Bröllop, 12 juni 2027 kl. 15:00, Uppsala domkyrka");
    expect(saveTheDate!.html).toContain("Uppsala domkyrka");
    expect(invitation!.subject).toBe("Ni är inbjudna!");
    for (const mail of [saveTheDate!, invitation!]) expect(mail.replyTo).toBe(owner.mail);

    // A site without events: the Header's line under the names, where the day and the place stand.
    const header = { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni 2027 · Uppsala" } };
    const noEvents = await publishedSite(t, { ...twoLanguages, siteModules: [header] } as never);
    const preview = await noEvents.client.post(url(noEvents.siteId, "/mails/preview"), { kind: "saveTheDate", language: "sv", text: { subject: "", body: "" } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as { text: string }).text).toContain("Datum och plats:\n- 12 juni 2027 · Uppsala");
  });

  it("mails each household once when the same send comes twice or several sends come at once", async () => {
    const owner = await guestList(t, [household("A"), household("B"), household("C")]);
    const sendId = randomUUID();
    const same = { kind: "reminder", recipients: "notAnswered", sendId };
    const first = await sent(await owner.client.post(url(owner.siteId, "/mails"), same));
    // A double click is refused at once; the same send retried later records nothing again.
    expect((await owner.client.post(url(owner.siteId, "/mails"), same)).statusCode).toBe(429);
    t.advanceTime(SEND_INTERVAL);
    const retried = await sent(await owner.client.post(url(owner.siteId, "/mails"), same));
    expect([first.queued, retried.queued]).toEqual([3, 0]);

    // Sends at the same moment from several processes (past the request limit, each its own send id).
    const site = (await findSite(t.database.db, owner.siteId))!;
    const sendAtOnce = (kind: "saveTheDate" | "reminder") =>
      Promise.all([0, 1, 2].map(() => sendGuestMails(t.deps, site, { kind, recipients: "notYetSent" }, roundOf(kind, randomUUID()))));
    const [saveTheDates, reminders] = await Promise.all([sendAtOnce("saveTheDate"), sendAtOnce("reminder")]);
    expect(saveTheDates.map((result) => result.queued).sort()).toEqual([0, 0, 3]);
    expect(reminders.map((result) => result.queued)).toEqual([0, 0, 0]);
    await delivered();
    for (const { mail } of owner.households) {
      expect(mailsTo(mail).map((received) => received.subject).sort()).toEqual(["Påminnelse: glöm inte att svara", "Spara datumet!"]);
    }
  });

  it("never reminds a household that has answered, nor one that answers after the reminder was queued", async () => {
    const owner = await guestList(paused, [household("Svarat"), household("Inte svarat"), household("Svarar sen")]);
    const [answered, silent, late] = owner.households;
    await answer(paused, owner.siteId, answered!.id);

    const sendId = randomUUID();
    const all = await sent(await owner.client.post(url(owner.siteId, "/mails"), { kind: "reminder", recipients: "notAnswered", sendId }));
    expect(all).toEqual({ queued: 2, skipped: [] });
    await answer(paused, owner.siteId, late!.id);
    // The queued job runs now (three times at once, as duplicated jobs would).
    const job = { siteId: owner.siteId, kind: "reminder" as const, round: roundOf("reminder", sendId) };
    const counts = await Promise.all([0, 1, 2].map(() => deliverRound(paused.deps, job, noLog)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(mailsTo(silent!.mail, paused)).toHaveLength(1);
    expect(mailsTo(late!.mail, paused)).toEqual([]);
    expect(mailsTo(answered!.mail, paused)).toEqual([]);

    paused.advanceTime(DAY + SEND_INTERVAL);
    const named = await sent(await send(owner.client, owner.siteId, { kind: "reminder", recipients: { householdIds: [answered!.id] } }));
    expect(named).toEqual({ queued: 0, skipped: [{ householdId: answered!.id, name: "Svarat", reason: "answered" }] });
  });

  it("does not remind a household whose open-form answer the owner matched to it", async () => {
    const owner = await guestList(t, [household("Svarade öppet"), household("Tyst")]);
    const [matched, silent] = owner.households;
    await t.database.db.insert(rsvpAnswers).values({ siteId: owner.siteId, formId: "rsvp", formTitle: "OSA", language: "sv", groupIdentifier: randomUUID(), formElements: [], householdId: matched!.id });

    const result = await sent(await send(owner.client, owner.siteId, { kind: "reminder", recipients: "notAnswered" }));
    expect(result.queued).toBe(1);
    await delivered();
    expect(mailsTo(silent!.mail)).toHaveLength(1);
    expect(mailsTo(matched!.mail)).toEqual([]);
  });

  it("leaves a household reminded within a day out of another reminder by hand", async () => {
    const owner = await guestList(t, [household("Påmind")]);
    await sent(await send(owner.client, owner.siteId, { kind: "reminder", recipients: "notAnswered" }));
    t.advanceTime(SEND_INTERVAL);
    const again = await sent(await send(owner.client, owner.siteId, { kind: "reminder", recipients: "notAnswered" }));
    expect(again.skipped.map((skip) => skip.reason)).toEqual(["recentlyReminded"]);
    await delivered();
    expect(mailsTo(owner.households[0]!.mail)).toHaveLength(1);
  });
});

describe("automatic reminder", () => {
  const run = async () => {
    await sendDueGuestReminders(t.deps, () => {});
    await delivered();
  };

  it("reminds the households that have not answered once, N days before the deadline, and again after the deadline moves", async () => {
    const owner = await guestList(t, [household("Tyst"), household("Svarat")]);
    const [silent, answered] = owner.households;
    await answer(t, owner.siteId, answered!.id);
    const deadline = (days: number) => new Date(t.deps.now().getTime() + days * DAY).toISOString();
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: deadline(10), reminderDaysBefore: 3 });

    await run();
    expect(mailsTo(silent!.mail)).toEqual([]);
    t.advanceTime(7 * DAY + 60_000);
    await Promise.all([run(), run()]);
    await run();
    expect(mailsTo(silent!.mail).map((mail) => mail.subject)).toEqual(["Påminnelse: glöm inte att svara"]);
    expect(mailsTo(answered!.mail)).toEqual([]);

    // A later deadline is a new round, due 3 days before it.
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: deadline(5), reminderDaysBefore: 3 });
    t.advanceTime(DAY);
    await run();
    expect(mailsTo(silent!.mail)).toHaveLength(1);
    t.advanceTime(DAY + 60_000);
    await run();
    await run();
    expect(mailsTo(silent!.mail)).toHaveLength(2);
  });
});

describe("ownership", () => {
  it("refuses another account on every mail route", async () => {
    const owner = await guestList(t, [household("Privat")]);
    const stranger = await registerOwner(t.app);
    const anonymous = agent(t.app);
    const calls = [
      (client: Agent) => client.get(url(owner.siteId, "/settings")),
      (client: Agent) => client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: 5 }),
      (client: Agent) => send(client, owner.siteId, { kind: "invitation", recipients: "notYetSent" }),
      (client: Agent) => send(client, owner.siteId, { kind: "invitation", recipients: "notYetSent", test: true }),
      (client: Agent) => client.post(url(owner.siteId, "/mails/preview"), { kind: "invitation", language: "sv", text: { subject: "", body: "" } }),
      (client: Agent) => client.get(url(owner.siteId, "/mails")),
    ];
    for (const call of calls) {
      expect((await call(stranger.client)).statusCode).toBe(403);
      expect((await call(anonymous)).statusCode).toBe(401);
    }
    await delivered();
    expect(mailsTo(owner.households[0]!.mail)).toEqual([]);
    expect(mailsTo(stranger.mail)).toEqual([]);
    // The stranger's attempts used none of the site's sends.
    expect(await sent(await send(owner.client, owner.siteId, { kind: "invitation", recipients: "notYetSent" }))).toMatchObject({ queued: 1 });
  });
});
