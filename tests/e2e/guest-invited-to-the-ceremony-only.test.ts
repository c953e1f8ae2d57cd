import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { weddingWeekend } from "./support/weekend";

// No map provider: each event shows its address with an open-in-maps link.
const journey = setUpJourneys({ MAPS: "none" });

const calendarLinks = (page: import("playwright-core").Page) => page.locator('a[href*="/kalender"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));

describe.each(GUEST_WIDTH)("a household invited to the ceremony only on %s", (name, viewport) => {
  it("sees the ceremony in its schedule and calendar links, never the dinner; the open page shows only the public brunch", { timeout: 90_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWeekend(journey.server, owner, ["ceremony"]);

    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, wedding.link);
    const schedule = guest.getByRole("region", { name: "Helgens program" });
    await schedule.getByRole("heading", { name: "Vigsel" }).waitFor();
    await schedule.getByText("Grand Hôtel Saltsjöbaden, Tattby").waitFor();
    await schedule.getByText("Kavaj").waitFor();
    await schedule.getByText("Hörslinga").waitFor();
    await schedule.getByRole("link", { name: /^Lägg till i kalendern\s*:\s*Vigsel$/ }).waitFor();
    expect(await guest.getByText("Middag och fest").count()).toBe(0);
    expect(await guest.getByText("Brunch").count()).toBe(0);
    expect(await calendarLinks(guest)).toEqual([`/inbjudan/${wedding.household.linkToken}/kalender/${wedding.events.ceremony.id}.ics`]);
    await schedule.scrollIntoViewIfNeeded();
    await expectAccessible(guest, "personal page's schedule");
    await screenshot(guest, `schedule-ceremony-only-${name}`);
    expectNoPageErrors(guest);

    const visitor = await openPage(journey.browser, viewport);
    await openGuestPage(visitor, `${journey.server.siteUrl(wedding.host)}/`);
    const open = visitor.getByRole("region", { name: "Helgens program" });
    await open.getByRole("heading", { name: "Brunch" }).waitFor();
    expect(await visitor.getByText("Vigsel").count()).toBe(0);
    expect(await visitor.getByText("Middag och fest").count()).toBe(0);
    expect(await calendarLinks(visitor)).toEqual([`/kalender/${wedding.events.brunch.id}.ics`]);
    await expectAccessible(visitor, "open page's schedule");
    await screenshot(visitor, `schedule-open-page-${name}`);
    expectNoPageErrors(visitor);
    await Promise.all([owner, guest, visitor].map((page) => page.context().close()));
  });
});
