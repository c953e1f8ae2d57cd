import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { seedDemo } from "../../src/server/seed/demo";
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
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "program", siteModuleType: "Schedule", title: { sv: "Helgens program", en: "The weekend" }, intro: { sv: "<p>Välkomna hela helgen.</p>" } },
  ],
};

const guestList = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;

const ceremony = {
  name: { sv: "Vigsel", en: "Ceremony" },
  startsAt: "2027-06-12T15:00:00+02:00",
  endsAt: "2027-06-12T16:00:00+02:00",
  place: { sv: "Sankt Johannes kyrka" },
  map: { location: "Sankt Johannesgatan 1, Uppsala" },
  travelNote: { sv: "Buss 3 från centralen" },
  dressCode: { sv: "Kavaj" },
  access: { stepFree: true, hearingLoop: true, note: { sv: "Ramp vid sidoingången" } },
};
const dinner = { name: { sv: "Middag", en: "Dinner" }, startsAt: "2027-06-12T17:00:00+02:00", endsAt: "2027-06-13T02:00:00+02:00", place: { sv: "Slottet" } };
const brunch = { name: { sv: "Brunch", en: "Brunch" }, startsAt: "2027-06-13T11:00:00+02:00", place: { sv: "Trädgården" }, isPublic: true };

async function addEvent(owner: { client: ReturnType<typeof agent>; siteId: string }, event: object): Promise<GuestEvent> {
  const response = await owner.client.post(guestList(owner.siteId, "/events"), event);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GuestEvent;
}

/** A wedding whose ceremony only is for the Berg household, with a dinner it is not invited to and a public brunch. */
async function weekend(siteDocument = document) {
  const owner = await publishedSite(t, siteDocument);
  const events = { ceremony: await addEvent(owner, ceremony), dinner: await addEvent(owner, dinner), brunch: await addEvent(owner, brunch) };
  const response = await owner.client.post(guestList(owner.siteId, "/households"), { name: "Familjen Berg", language: "sv", guests: [{ name: "Anna Berg" }], eventIds: [events.ceremony.id] });
  expect(response.statusCode, response.body).toBe(201);
  const household = response.json() as Household;
  await t.deps.siteCache.caughtUp();
  return { owner, events, household };
}

const open = (host: string, path = "/") => agent(t.app).get(path, { host });
/** The schedule module's section of a page. */
const scheduleOf = (html: string) => /<div class="schedule">(.*?)<\/div><\/section>/s.exec(html)?.[1] ?? "";

describe("the schedule on the guest pages", () => {
  it("shows a household only the events it is invited to, resolved to the page's language with day, time, place, map link, notes and access", async () => {
    const { owner, events, household } = await weekend();
    const page = await open(owner.host, `/inbjudan/${household.linkToken}`);
    expect(page.statusCode).toBe(200);
    const schedule = scheduleOf(page.body);
    expect(schedule).toContain("Helgens program");
    expect(schedule).toContain("Välkomna hela helgen.");
    expect(schedule).toContain("Vigsel");
    expect(schedule).toContain("lördag 12 juni");
    expect(schedule).toContain("15:00–16:00");
    expect(schedule).toContain("Sankt Johannes kyrka");
    expect(schedule).toContain("Sankt Johannesgatan 1, Uppsala");
    expect(schedule).toContain("https://www.google.com/maps/search/?api=1&amp;query=Sankt%20Johannesgatan%201%2C%20Uppsala");
    expect(schedule).toContain("Buss 3 från centralen");
    expect(schedule).toContain("Kavaj");
    expect(schedule).toContain("Utan trappsteg");
    expect(schedule).toContain("Hörslinga");
    expect(schedule).not.toContain("Tyst rum");
    expect(schedule).toContain("Ramp vid sidoingången");
    expect(schedule).toContain(`href="/inbjudan/${household.linkToken}/kalender/${events.ceremony.id}.ics"`);
    // Not invited: neither the dinner nor the public brunch is on its page, nor in any of its calendar links.
    expect(page.body).not.toContain("Middag");
    expect(page.body).not.toContain("Brunch");
    expect(page.body).not.toContain(events.dinner.id);
    expect(page.body).not.toContain(events.brunch.id);

    const english = await open(owner.host, `/en/inbjudan/${household.linkToken}`);
    const inEnglish = scheduleOf(english.body);
    expect(inEnglish).toContain("Ceremony");
    expect(inEnglish).toContain("Saturday 12 June");
    expect(inEnglish).toContain("Step-free access");
    expect(inEnglish).toContain("Add to calendar");
    // A text not written in English is shown in the site's main language, never a Swedish product text.
    expect(inEnglish).toContain("Sankt Johannes kyrka");
    expect(inEnglish).not.toContain("Lägg till i kalendern");
    expect(inEnglish).toContain(`href="/en/inbjudan/${household.linkToken}/kalender/${events.ceremony.id}.ics"`);
  });

  it("shows only the public events on the open page, with the calendar link of all of them", async () => {
    const { owner, events } = await weekend();
    await addEvent(owner, { ...brunch, name: { sv: "Avskedsfika" }, startsAt: "2027-06-13T15:00:00+02:00" });
    await t.deps.siteCache.caughtUp();
    const page = await open(owner.host);
    const schedule = scheduleOf(page.body);
    expect(schedule).toContain("Brunch");
    expect(schedule).toContain("Avskedsfika");
    expect(schedule).toContain("söndag 13 juni");
    expect(schedule).toContain(`href="/kalender/${events.brunch.id}.ics"`);
    expect(schedule).toContain('href="/kalender.ics"');
    expect(page.body).not.toContain("Vigsel");
    expect(page.body).not.toContain("Middag");
  });

  it("shows an edited public event on the next open-page load", async () => {
    const { owner, events } = await weekend();
    expect((await open(owner.host)).body).toContain("Trädgården");
    const edited = await owner.client.put(guestList(owner.siteId, `/events/${events.brunch.id}`), { ...brunch, place: { sv: "Orangeriet" } });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.deps.siteCache.caughtUp();
    const page = await open(owner.host);
    expect(page.body).toContain("Orangeriet");
    expect(page.body).not.toContain("Trädgården");

    // An event no longer public leaves the open page, and with none left the schedule goes entirely.
    await owner.client.put(guestList(owner.siteId, `/events/${events.brunch.id}`), { ...brunch, isPublic: false });
    await t.deps.siteCache.caughtUp();
    const without = await open(owner.host);
    expect(without.body).not.toContain("Brunch");
    expect(without.body).not.toContain("Helgens program");
    expect(without.body).not.toContain('class="module module--Schedule"');
  });

  it("shows what is on now and next above the page on the event days, and a short-lived cached page", async () => {
    const owner = await publishedSite(t, document);
    const now = t.deps.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    await addEvent(owner, { name: { sv: "Mingel" }, startsAt: iso(now - 1_800_000), endsAt: iso(now + 1_800_000), place: { sv: "Terrassen" }, travelNote: { sv: "Följ skyltarna" }, isPublic: true });
    await addEvent(owner, { name: { sv: "Dans" }, startsAt: iso(now + 3_600_000), endsAt: iso(now + 7_200_000), place: { sv: "Logen" }, isPublic: true });
    await t.deps.siteCache.caughtUp();
    const page = await open(owner.host);
    const panel = /<section[^>]*class="day-mode"[^>]*>(.*?)<\/section>/s.exec(page.body);
    expect(panel).not.toBeNull();
    expect(panel![0]).toContain(`data-day-mode-changes="${now + 1_800_000}"`);
    const [nowPart, nextPart] = panel![1]!.split('day-mode__part--next');
    expect(nowPart).toContain(">Nu<");
    expect(nowPart).toContain("Mingel");
    expect(nowPart).toContain("Terrassen");
    expect(nowPart).toContain("Följ skyltarna");
    expect(nextPart).toContain(">Sedan<");
    expect(nextPart).toContain("Dans");
    // Day mode comes before the page's own modules.
    expect(page.body.indexOf('class="day-mode"')).toBeLessThan(page.body.indexOf("module--Header"));

    // Once the first event has ended, the next load shows the dance as on now (the cached page does not outlive the change).
    t.advanceTime(3_700_000);
    const later = await open(owner.host);
    const laterPanel = /<section[^>]*class="day-mode"[^>]*>(.*?)<\/section>/s.exec(later.body)![1]!;
    expect(laterPanel).toContain("Dans");
    expect(laterPanel).not.toContain("Mingel");
    expect(laterPanel).not.toContain(">Sedan<");
  });

  it("saves a schedule's intro with its markup made safe", async () => {
    const { owner } = await weekend();
    const saved = await owner.client.put(`/api/sites/${owner.siteId}`, { ...document, siteModules: [{ id: "program", siteModuleType: "Schedule", title: { sv: "Program" }, intro: { sv: '<p>Hej<img src=x onerror="alert(1)"></p>' } }] });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.deps.siteCache.caughtUp();
    const page = await open(owner.host);
    expect(scheduleOf(page.body)).toContain("Hej");
    expect(page.body).not.toContain("onerror");
  });

  it("gives the demo wedding its weekend: the welcome drinks and the brunch on the open page's schedule, the ceremony and dinner for invited households", async () => {
    const demo = await seedDemo(t.database.db, t.deps.storage, t.deps.config.brand, t.deps.config.sitesDomain, t.deps.now());
    const page = await open(demo.host);
    const schedule = scheduleOf(page.body);
    expect(schedule).toContain("Helgens program");
    expect(schedule).toContain("Välkomstdrink");
    expect(schedule).toContain("Brunch");
    expect(schedule).toContain("Grand Hôtel Saltsjöbaden");
    expect(schedule).toContain("Saltsjöbanan går från Slussen");
    expect(schedule).toContain("19:00–22:00");
    expect(schedule).not.toContain("Vigsel");
    expect(schedule).not.toContain("Middag och fest");
  });
});
