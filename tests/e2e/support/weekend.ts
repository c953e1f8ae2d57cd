import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { GuestEvent, Household } from "../../../src/domain/guestList/types";
import { wallToInstant } from "../../../src/domain/zonedTime";
import { sites } from "../../../src/server/db/schema";
import type { E2eServer } from "./server";
import { registerThroughApi } from "./owner";

const ZONE = "Europe/Stockholm";

/** The coming Saturday (at least a day ahead) in Stockholm: an instant at a wall time that many days after it. */
export function comingSaturday(): (hour: number, minute?: number, days?: number) => Date {
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: ZONE }));
  const ahead = ((6 - today.getDay() + 7) % 7) || 7;
  return (hour, minute = 0, days = 0) => new Date(wallToInstant(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + ahead + days, hour, minute), ZONE));
}

const DOCUMENT = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "Bröllopshelgen i Saltsjöbaden" } },
    { id: "schedule-1", siteModuleType: "Schedule", title: { sv: "Helgens program", en: "The weekend" }, intro: { sv: "<p>Allt ni behöver för att hitta rätt.</p>" } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};

let published = 0;

/**
 * A published wedding on the coming Saturday: the ceremony and the dinner (to 02:00) for
 * invited households only, and Sunday's brunch on the open page; the Berg household invited to
 * the events named.
 */
export async function weddingWeekend(server: E2eServer, owner: Page, invitedTo: ("ceremony" | "dinner")[]) {
  const at = comingSaturday();
  const { siteId } = await registerThroughApi(owner, server.url);
  expect((await owner.request.put(`${server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `helgen-${++published}-${Date.now()}.localhost`;
  await server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const list = `${server.url}/api/sites/${siteId}/guest-list`;
  const event = async (data: object) => {
    const response = await owner.request.post(`${list}/events`, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as GuestEvent;
  };
  const venue = { location: "Grand Hôtel Saltsjöbaden, Tattby", zoom: 14, mapTheme: "NORMAL", markerColor: "#b4533c" };
  const events = {
    ceremony: await event({
      name: { sv: "Vigsel", en: "Ceremony" },
      startsAt: at(15).toISOString(),
      endsAt: at(16).toISOString(),
      place: { sv: "Trädgården" },
      map: venue,
      travelNote: { sv: "Saltsjöbanan från Slussen var 20:e minut, sedan fem minuters promenad." },
      dressCode: { sv: "Kavaj" },
      access: { stepFree: true, hearingLoop: true, note: { sv: "Stolar med armstöd längst fram." } },
    }),
    dinner: await event({
      name: { sv: "Middag och fest", en: "Dinner and party" },
      startsAt: at(17).toISOString(),
      endsAt: at(2, 0, 1).toISOString(),
      place: { sv: "Stora salen" },
      map: venue,
      dressCode: { sv: "Kavaj" },
      access: { stepFree: true, quietRoom: true },
    }),
    brunch: await event({ name: { sv: "Brunch" }, startsAt: at(11, 0, 1).toISOString(), place: { sv: "Vid vattnet" }, map: { ...venue, location: "Restaurang Sjöpaviljongen, Saltsjöbaden" }, isPublic: true }),
  };
  const response = await owner.request.post(`${list}/households`, {
    data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }], eventIds: invitedTo.map((name) => events[name].id) },
  });
  expect(response.status()).toBe(201);
  const household = (await response.json()) as Household;
  return { siteId, host, events, household, at, link: `${server.siteUrl(host)}/inbjudan/${household.linkToken}` };
}
