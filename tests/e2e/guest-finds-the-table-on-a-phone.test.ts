import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Household } from "../../src/domain/guestList/types";
import { DEFAULT_SEATING_RULES } from "../../src/domain/seating/types";
import { guestEvents, seatingGuests, seatingPlans, seatingTables, sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { weddingWeekend } from "./support/weekend";

const journey = setUpJourneys({ MAPS: "none" });

/** Themes unlike each other: classic ivory, modern, festive colour and luxe's deep ground. */
const THEMES = ["theme4", "theme7", "theme10", "theme12"];

describe.each(GUEST_WIDTH)("Hitta din plats on %s", (name, viewport) => {
  it("shows Karin her own seat at the dinner on its day, and a guest on the open page finds Åsa's by name", { timeout: 180_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWeekend(journey.server, owner, ["ceremony", "dinner"]);
    const db = journey.server.database.db;
    const response = await owner.request.post(`${journey.server.url}/api/sites/${wedding.siteId}/guest-list/households`, {
      data: { name: "Öbergs", language: "sv", guests: [{ name: "Åsa Öberg" }, { name: "Märta Ärlig" }], eventIds: [wedding.events.dinner.id] },
    });
    expect(response.status()).toBe(201);
    const obergs = (await response.json()) as Household;
    const [plan] = await db.insert(seatingPlans).values({ siteId: wedding.siteId, eventId: wedding.events.dinner.id, rules: DEFAULT_SEATING_RULES }).returning();
    const [four] = await db.insert(seatingTables).values({ planId: plan!.id, name: "Bord 4", shape: "round", seats: 8, x: 400, y: 300, position: 1 }).returning();
    await db.insert(seatingGuests).values([
      { planId: plan!.id, guestId: wedding.household.guests[0]!.id, tableId: four!.id, seat: 2 },
      { planId: plan!.id, guestId: obergs.guests[0]!.id, tableId: four!.id, seat: 3 },
      { planId: plan!.id, guestId: obergs.guests[1]!.id, tableId: four!.id, seat: 1 },
    ]);

    const realClock = journey.server.deps.now;
    try {
      // The Friday before: the plan may still change, so the page shows no seat yet.
      journey.server.deps.now = () => wedding.at(18, 0, -1);
      const early = await openPage(journey.browser, viewport);
      await openGuestPage(early, wedding.link);
      await early.getByRole("heading", { name: "Anna & Erik" }).waitFor();
      expect(await early.getByRole("region", { name: "Hitta din plats" }).count()).toBe(0);
      await early.context().close();

      // Saturday afternoon: Karin's page says where she sits, and nothing of who sits beside her.
      journey.server.deps.now = () => wedding.at(16, 30);
      for (const theme of THEMES) {
        await db.update(sites).set({ document: sql`jsonb_set(${sites.document}, '{theme}', ${JSON.stringify(theme)}::jsonb)` }).where(eq(sites.id, wedding.siteId));
        const guest = await openPage(journey.browser, viewport);
        await openGuestPage(guest, wedding.link);
        const seats = guest.getByRole("region", { name: "Hitta din plats" });
        await seats.getByText("Karin Berg: Bord 4, plats 3").waitFor();
        expect(await guest.getByText(/Åsa|Märta/).count()).toBe(0);
        await expectAccessible(guest, `own seat in ${theme}`);
        await screenshot(guest, `seat-finder-own-${theme}-${name}`, { fullPage: false });
        expectNoPageErrors(guest);
        await guest.context().close();
      }

      // The couple opens the dinner's plan to a search on the open page.
      await db.update(guestEvents).set({ isPublic: true }).where(eq(guestEvents.id, wedding.events.dinner.id));
      await db.update(seatingPlans).set({ openSearch: true }).where(eq(seatingPlans.id, plan!.id));
      const visitor = await openPage(journey.browser, viewport);
      await openGuestPage(visitor, journey.server.siteUrl(wedding.host));
      const search = visitor.getByRole("search", { name: "Hitta din plats" });
      await search.getByLabel("Ditt namn").fill("asa");
      await expectAccessible(visitor, "the open page's search");
      await screenshot(visitor, `seat-finder-search-${name}`, { fullPage: false });
      await search.getByRole("button", { name: "Sök" }).click();
      await visitor.getByText("Åsa Öberg: Bord 4, plats 4").waitFor();
      expect(await visitor.getByText("Karin Berg").count()).toBe(0);
      await expectAccessible(visitor, "the search's answer");
      await screenshot(visitor, `seat-finder-answer-${name}`);
      await visitor.getByRole("link", { name: "Tillbaka till sidan" }).click();
      await visitor.getByRole("search", { name: "Hitta din plats" }).waitFor();
      expectNoPageErrors(visitor);
      await visitor.context().close();
    } finally {
      journey.server.deps.now = realClock;
    }
    await owner.context().close();
  });
});
