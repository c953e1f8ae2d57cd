import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn } from "../../src/domain/guestList/eveningBefore";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { zonedInstant } from "../../src/modules/countdown/countdown";
import { householdMails, householdReplies } from "../../src/server/db/schema";
import { deliverRound } from "../../src/server/features/guestList/mail/delivery";
import { sendDueEveningBeforeMails } from "../../src/server/features/guestList/mail/eveningBefore";
import { agent, registerOwner, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
/** A second server whose jobs nobody works: the test runs them itself, at the moment it wants. */
let paused: TestApp;
beforeAll(async () => {
  [t, paused] = await Promise.all([createTestApp(), createTestApp({ env: { JOBS_WORKER: "false" } })]);
});
afterAll(() => Promise.all([t.close(), paused.close()]));

const DAY = 86_400_000;
const ZONE = "Europe/Stockholm";
const noLog = { warn: () => {}, error: () => {} };
const languages = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "da" }] };
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;

/** Site time on the day after tomorrow (the event's day) and on tomorrow (its evening before), read in Stockholm. */
const eventDay = () => dayIn(new Date(Date.now() + 2 * DAY), ZONE);
const dayBefore = () => dayIn(new Date(Date.now() + DAY), ZONE);
const at = (day: string, time: string) => new Date(zonedInstant(`${day}T${time}`, ZONE)!);

/** Sets the app's clock to an instant. */
const setClock = (app: TestApp, instant: Date) => app.advanceTime(instant.getTime() - app.deps.now().getTime());

let households_ = 0;
const household = (name: string, extra: Partial<HouseholdInput> = {}): HouseholdInput => ({
  name,
  mail: `eve${++households_}-${Date.now()}@example.com`,
  language: "sv",
  guests: [{ name: `${name} Gäst` }, { name: `${name} Gäst 2` }],
  ...extra,
});

/** An owner with a published site in Swedish and Danish, the event Middag at 17–23 the day after tomorrow, and households invited to it. */
async function guestList(app: TestApp, inputs: HouseholdInput[]) {
  const owner = await publishedSite(app, languages);
  const day = eventDay();
  const created = await owner.client.post(url(owner.siteId, "/events"), {
    name: { sv: "Middag", da: "Middag på gården" },
    startsAt: at(day, "17:00").toISOString(),
    endsAt: at(day, "23:00").toISOString(),
    place: { sv: "Ängsbacka gård", da: "Ängsbacka gård" },
    map: { location: "Östra Ågatan 5, Uppsala" },
    dressCode: { sv: "Kavaj", da: "Jakkesæt" },
    travelNote: { sv: "Buss 7 till Ågatan, parkering bakom ladan.", da: "Bus 7 til Ågatan." },
  });
  expect(created.statusCode, created.body).toBe(201);
  const event = created.json() as GuestEvent;
  const list: Household[] = [];
  for (const input of inputs) {
    const response = await owner.client.post(url(owner.siteId, "/households"), { ...input, eventIds: [event.id] });
    expect(response.statusCode, response.body).toBe(201);
    list.push(response.json() as Household);
  }
  return { ...owner, event, households: list, eveningBefore: at(dayBefore(), "18:00"), startsAt: new Date(event.startsAt!) };
}

let replies = 0;
/** The household's answer through its personal link: its first guest coming or not, the second never. */
const answer = (app: TestApp, siteId: string, house: Household, coming: boolean) =>
  app.database.db.insert(householdReplies).values({
    siteId,
    householdId: house.id,
    createdAt: new Date(Date.now() + ++replies * 1000),
    reply: {
      guests: [
        { guestId: house.guests[0]!.id, attending: Object.fromEntries(house.eventIds.map((id) => [id, coming])), dietary: "" },
        { guestId: house.guests[1]!.id, attending: Object.fromEntries(house.eventIds.map((id) => [id, false])), dietary: "" },
      ],
      message: "",
    } as never,
  });

const run = (app: TestApp) => sendDueEveningBeforeMails(app.deps, () => {});
const deliver = (app: TestApp, siteId: string, eventId: string) => deliverRound(app.deps, { siteId, kind: "eveningBefore", round: eventId }, noLog);

describe("the mail the evening before an event", () => {
  it("goes once to each household coming, from 18:00 site time the evening before, through the mail queue, under two runs at once and a run again", async () => {
    const owner = await guestList(t, [household("Berg"), household("Lind"), household("Ek"), household("Asp", { mail: null }), household("Stopp")]);
    const [berg, lind, ek, asp, stopp] = owner.households;
    for (const coming of [berg!, asp!, stopp!]) await answer(t, owner.siteId, coming, true);
    await answer(t, owner.siteId, lind!, false);
    await agent(t.app).post(`/inbjudan/${stopp!.linkToken}/sluta-paminna`, undefined, { host: owner.host });

    setClock(t, new Date(owner.eveningBefore.getTime() - 60_000));
    expect(await run(t)).toBe(0);
    setClock(t, owner.eveningBefore);
    const [first, second] = await Promise.all([run(t), run(t)]);
    expect(first + second).toBe(1);
    expect(await run(t)).toBe(0);
    await t.mailDelivered();

    const mails = t.smtp.sentTo(berg!.mail!);
    expect(mails.map((mail) => mail.subject)).toEqual(["I morgon: Middag"]);
    for (const other of [lind!, ek!, stopp!]) expect(t.smtp.sentTo(other.mail!)).toEqual([]);
    const recorded = await t.database.db.select().from(householdMails);
    expect(recorded.filter((row) => row.siteId === owner.siteId).map((row) => [row.householdId, row.kind, row.round])).toEqual([[berg!.id, "eveningBefore", owner.event.id]]);
    setClock(t, new Date());
  });

  it("says the day, time, place, address with its map, dress code and travel note in the household's language and the site's time zone", async () => {
    const owner = await guestList(paused, [household("Åberg"), household("Dansk", { language: "da" })]);
    const [swedish, danish] = owner.households;
    await answer(paused, owner.siteId, swedish!, true);
    await answer(paused, owner.siteId, danish!, true);
    const notice = (text: string, eventId: string | null) =>
      owner.client.post(`/api/sites/${owner.siteId}/notices`, { text, eventId, expiresAt: new Date(owner.startsAt.getTime() + DAY).toISOString() });
    const other = await owner.client.post(url(owner.siteId, "/events"), { name: { sv: "Brunch" } });
    for (const posted of [await notice("Bussen från stationen går 17:20.", owner.event.id), await notice("Brunchen flyttar in i ladan.", (other.json() as GuestEvent).id)]) expect(posted.statusCode, posted.body).toBe(201);
    setClock(paused, owner.eveningBefore);
    expect(await run(paused)).toBe(2);
    expect(await deliver(paused, owner.siteId, owner.event.id)).toBe(2);

    const [sv] = paused.smtp.sentTo(swedish!.mail!);
    expect(sv!.subject).toBe("I morgon: Middag");
    expect(sv!.text).toMatch(/När: (måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag) \d{1,2} \p{L}+ 17:00–23:00/u);
    expect(sv!.text).toContain("Var: Ängsbacka gård");
    expect(sv!.text).toContain("Adress: Östra Ågatan 5, Uppsala");
    expect(sv!.text).toContain(`Karta: Öppna kartan (https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Östra Ågatan 5, Uppsala")})`);
    expect(sv!.text).toContain("Klädsel: Kavaj");
    expect(sv!.text).toContain("Hitta hit: Buss 7 till Ågatan, parkering bakom ladan.");
    expect(sv!.text).toMatch(new RegExp(`Öppna vår sida: http://${owner.host.replace(/\./g, "\\.")}(:\\d+)?/inbjudan/${swedish!.linkToken}\n`));
    expect(sv!.html).toContain("Ängsbacka gård");
    expect(sv!.html).toContain("Hej Åberg!");
    // The couple's notice for this event goes with it; one for another event does not.
    expect(sv!.text).toContain("Bra att veta");
    expect(sv!.text).toContain("Bussen från stationen går 17:20.");
    expect(sv!.text).not.toContain("Brunchen flyttar");

    const [da] = paused.smtp.sentTo(danish!.mail!);
    expect(da!.subject).toBe("I morgen: Middag på gården");
    expect(da!.text).toMatch(/Hvornår: (mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. \p{L}+ 17\.00–23\.00/u);
    expect(da!.text).toContain("Påklædning: Jakkesæt");
    expect(da!.text).toContain("Find vej: Bus 7 til Ågatan.");
    expect(da!.text).toContain("Åbn kortet");
  });

  it("says today when it goes on the event's own day, as after a run missed the evening before", async () => {
    const owner = await guestList(paused, [household("Sent ute")]);
    await answer(paused, owner.siteId, owner.households[0]!, true);
    setClock(paused, at(eventDay(), "08:00"));
    expect(await run(paused)).toBe(1);
    expect(await deliver(paused, owner.siteId, owner.event.id)).toBe(1);
    const [mail] = paused.smtp.sentTo(owner.households[0]!.mail!);
    expect(mail!.subject).toBe("I dag: Middag");
    expect(mail!.text).toContain("I dag är det dags för Middag");
  });

  it("never goes before the evening, after the event started, when the couple turned it off, nor to a household whose answer changed to no", async () => {
    const waiting = await guestList(paused, [household("Väntar")]);
    const off = await guestList(paused, [household("Avstängd")]);
    const changed = await guestList(paused, [household("Ändrat")]);
    for (const site of [waiting, off, changed]) await answer(paused, site.siteId, site.households[0]!, true);
    const saved = await off.client.put(url(off.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, eveningBeforeMail: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ eveningBeforeMail: false });

    setClock(paused, at(dayBefore(), "17:59"));
    expect(await run(paused)).toBe(0);
    setClock(paused, changed.eveningBefore);
    // The waiting one and the changed one: not the site that turned it off.
    expect(await run(paused)).toBe(2);
    // The answer changes to no before the mail goes: it does not go, nor at a later run.
    await answer(paused, changed.siteId, changed.households[0]!, false);
    expect(await deliver(paused, changed.siteId, changed.event.id)).toBe(0);
    expect(await run(paused)).toBe(0);

    // Past the start (a mail still queued, an event from before this mail existed): never late.
    const late = await guestList(paused, [household("Sen")]);
    await answer(paused, late.siteId, late.households[0]!, true);
    setClock(paused, new Date(late.startsAt.getTime() + 60_000));
    expect(await run(paused)).toBe(0);
    expect(await deliver(paused, waiting.siteId, waiting.event.id)).toBe(0);
    for (const site of [waiting, off, changed, late]) expect(paused.smtp.sentTo(site.households[0]!.mail!)).toEqual([]);
  });

  it("is on by default, and a save of the other settings keeps it as it is", async () => {
    const owner = await publishedSite(t, languages);
    expect((await owner.client.get(url(owner.siteId, "/settings"))).json()).toMatchObject({ eveningBeforeMail: true });
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, eveningBeforeMail: false });
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: 5 });
    expect((await owner.client.get(url(owner.siteId, "/settings"))).json()).toMatchObject({ eveningBeforeMail: false, reminderDaysBefore: 5 });
    expect((await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: null, reminderDaysBefore: null, eveningBeforeMail: "ja" })).statusCode).toBe(422);
  });
});

describe("the preview of the evening-before mail", () => {
  it("shows the owner the mail as a household gets it, in a site language, and refuses anyone else", async () => {
    const owner = await guestList(t, []);
    const preview = await owner.client.get(url(owner.siteId, `/evening-before-mail/${owner.event.id}?language=da`));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ subject: "I morgen: Middag på gården" });
    expect(preview.json().text).toContain("Kære familien Eksempel");
    expect(preview.json().text).toContain("17.00–23.00");
    expect(preview.headers["cache-control"]).toBe("private, no-store");

    expect((await owner.client.get(url(owner.siteId, `/evening-before-mail/${owner.event.id}?language=fi`))).statusCode).toBe(422);
    expect((await owner.client.get(url(owner.siteId, "/evening-before-mail/inte-ett-id"))).statusCode).toBe(404);
    const untimed = (await owner.client.post(url(owner.siteId, "/events"), { name: { sv: "Brunch" } })).json() as GuestEvent;
    const refused = await owner.client.get(url(owner.siteId, `/evening-before-mail/${untimed.id}`));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, fields: ["eventId"] });

    const stranger = await registerOwner(t.app);
    const theirs = await stranger.client.get(url(owner.siteId, `/evening-before-mail/${owner.event.id}`));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain("Middag");
    // Their own site does not open another site's event either.
    expect((await stranger.client.get(url(stranger.siteId, `/evening-before-mail/${owner.event.id}`))).statusCode).toBe(404);
    expect((await agent(t.app).get(url(owner.siteId, `/evening-before-mail/${owner.event.id}`))).statusCode).toBe(401);
  });
});
