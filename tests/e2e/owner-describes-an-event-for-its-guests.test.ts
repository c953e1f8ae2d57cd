import { describe, expect, it } from "vitest";
import type { GuestEvent } from "../../src/domain/guestList/types";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/** A site in Swedish and English: each of an event's texts is written in both. */
const DOCUMENT = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna & Erik" } }],
};

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner gives an event its end, its address with a drawn map, a travel note, a dress code and access, and shows it on the open page", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
    await page.goto(`${journey.server.url}/redigera/${siteId}/gaster`);

    const events = page.getByRole("region", { name: "Evenemang" });
    await events.getByRole("button", { name: "Lägg till evenemang" }).click();
    const form = events.getByRole("group", { name: "Nytt evenemang" });
    await form.getByLabel("Namn på svenska").fill("Middag");
    await form.getByLabel("Namn på engelska").fill("Dinner");
    await form.getByLabel("Plats på svenska").fill("Sjöängens gård");
    await form.getByLabel("Klädkod på svenska").fill("Kavaj");
    await form.getByLabel("Klädkod på engelska").fill("Lounge suit");
    await form.getByLabel("Datum", { exact: true }).fill("2027-06-12");
    await form.getByLabel("Tid", { exact: true }).fill("18:00");

    // An end before the start is named before anything is saved.
    await form.getByLabel("Slutdatum").fill("2027-06-12");
    await form.getByLabel("Sluttid").fill("17:00");
    const problem = form.getByRole("alert");
    await expect.poll(() => problem.textContent()).toBe("Slutet måste komma efter starten.");
    await form.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => problem.textContent()).toBe("Slutet måste komma efter starten.");
    // Without its date, an end at 01:00 is the night after.
    await form.getByLabel("Slutdatum").fill("");
    await form.getByLabel("Sluttid").fill("01:00");
    await problem.waitFor({ state: "detached" });

    // The address draws its map ahead of the first guest, as the Location module's does.
    await form.getByLabel("Plats/Adress/koordinater").fill("Sjövägen 4, Åre");
    await form.getByRole("img", { name: /Sjövägen 4, Åre/ }).waitFor();
    await form.getByLabel("Resväg och parkering på svenska").fill("Buss 14.30 från torget, parkering vid ladan");
    const access = form.getByRole("group", { name: "Tillgänglighet" });
    await access.getByRole("checkbox", { name: "Utan trappsteg (fungerar med rullstol)" }).check();
    await access.getByRole("checkbox", { name: "Hörslinga" }).check();
    await access.getByLabel("Mer om tillgängligheten på svenska").fill("Ramp vid sidoingången");
    await form.getByRole("checkbox", { name: "Visas på den öppna sidan" }).check();
    await expectAccessible(page, "event form with every field");
    await screenshot(page, "guest-event-form-every-field");

    await form.getByRole("button", { name: "Spara" }).click();
    const card = events.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Middag" }) });
    await card.getByText("Visas på den öppna sidan").waitFor();
    expect(await card.textContent()).toMatch(/18:00 – söndag 13 juni (kl\. )?01:00/);
    await expectAccessible(page, "events with a public one");
    await screenshot(page, "guest-events-with-a-public-one");

    const [stored] = ((await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/guest-list/events`)).json()) as { events: GuestEvent[] }).events;
    expect(stored).toMatchObject({
      name: { sv: "Middag", en: "Dinner" },
      place: { sv: "Sjöängens gård" },
      map: { location: "Sjövägen 4, Åre" },
      travelNote: { sv: "Buss 14.30 från torget, parkering vid ladan" },
      dressCode: { sv: "Kavaj", en: "Lounge suit" },
      access: { stepFree: true, parkingNearby: false, hearingLoop: true, quietRoom: false, note: { sv: "Ramp vid sidoingången" } },
      isPublic: true,
    });
    expect(Date.parse(stored!.endsAt!) - Date.parse(stored!.startsAt!)).toBe(7 * 3_600_000);

    // Opened again, the form holds what was saved.
    await card.getByRole("button", { name: "Redigera" }).click();
    expect(await events.getByLabel("Plats/Adress/koordinater").inputValue()).toBe("Sjövägen 4, Åre");
    expect(await events.getByRole("checkbox", { name: "Hörslinga" }).isChecked()).toBe(true);
    expectNoPageErrors(page);
  });
});
