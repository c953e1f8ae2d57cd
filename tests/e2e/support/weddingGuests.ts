import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { HouseholdReply } from "../../../src/domain/guestList/reply";
import type { GuestEvent, Household } from "../../../src/domain/guestList/types";
import { householdReplies } from "../../../src/server/db/schema";
import type { E2eServer } from "./server";
import { registerThroughApi } from "./owner";

/** 60 guests in 25 households (couples, families with children, a few alone), all coming to the dinner. */
const HOUSEHOLDS: { name: string; guests: [string, boolean?][] }[] = [
  { name: "Öberg", guests: [["Åsa Öberg"], ["Örjan Öberg"]] },
  { name: "Ärlig", guests: [["Märta Ärlig"], ["Göran Ärlig"], ["Liv Ärlig", true]] },
  { name: "Berg", guests: [["Anna Berg"], ["Erik Berg"], ["Olle Berg", true]] },
  { name: "Lindqvist", guests: [["Karin Lindqvist"], ["Björn Lindqvist"]] },
  { name: "Sjöström", guests: [["Ingrid Sjöström"]] },
  { name: "Åkesson", guests: [["Pär Åkesson"], ["Lena Åkesson"], ["Ture Åkesson", true], ["Saga Åkesson", true]] },
  { name: "Nyström", guests: [["Maja Nyström"], ["Jonas Nyström"]] },
  { name: "Ek", guests: [["Per Ek"]] },
  { name: "Häggström", guests: [["Sofia Häggström"], ["David Häggström"]] },
  { name: "Löfgren", guests: [["Elin Löfgren"], ["Fredrik Löfgren"], ["Ebba Löfgren", true]] },
  { name: "Strand", guests: [["Hanna Strand"], ["Oskar Strand"]] },
  { name: "Dahlén", guests: [["Gunnel Dahlén"], ["Sören Dahlén"]] },
  { name: "Wikström", guests: [["Johanna Wikström"], ["Mats Wikström"], ["Alva Wikström", true]] },
  { name: "Forsberg", guests: [["Ulla Forsberg"]] },
  { name: "Hellström", guests: [["Nils Hellström"], ["Stina Hellström"]] },
  { name: "Sandén", guests: [["Emma Sandén"], ["Viktor Sandén"]] },
  { name: "Bäckström", guests: [["Linnéa Bäckström"], ["Tobias Bäckström"], ["Elsa Bäckström", true]] },
  { name: "Holm", guests: [["Agneta Holm"], ["Lars Holm"]] },
  { name: "Kjellberg", guests: [["Rut Kjellberg"]] },
  { name: "Mårtensson", guests: [["Ida Mårtensson"], ["Henrik Mårtensson"], ["Vera Mårtensson", true], ["Alvar Mårtensson", true]] },
  { name: "Ståhl", guests: [["Cecilia Ståhl"], ["Magnus Ståhl"]] },
  { name: "Engström", guests: [["Britt Engström"], ["Kent Engström"], ["Tove Engström"]] },
  { name: "Lund", guests: [["Moa Lund"], ["Gustav Lund"], ["Ella Lund", true]] },
  { name: "Sundberg", guests: [["Greta Sundberg"], ["Axel Sundberg"], ["Ines Sundberg", true]] },
  { name: "Nordin", guests: [["Siv Nordin"], ["Åke Nordin"], ["Märit Nordin"], ["Östen Nordin"]] },
];

/** A couple's site whose guest list has a ceremony (for the invited) and a dinner (on the open page too), and 60 guests who said yes to both. */
export async function weddingWithSixtyGuests(page: Page, server: E2eServer) {
  const base = server.url;
  const { siteId } = await registerThroughApi(page, base);
  const post = async <T>(path: string, data: object) => {
    const response = await page.request.post(`${base}/api/sites/${siteId}/guest-list${path}`, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const ceremony = await post<GuestEvent>("/events", { name: { sv: "Vigsel" } });
  // The dinner is on the open page, so its plan may be searched there once the couple allows it.
  const dinner = await post<GuestEvent>("/events", { name: { sv: "Middag" }, isPublic: true });
  const households: Household[] = [];
  for (const { name, guests } of HOUSEHOLDS) {
    households.push(await post<Household>("/households", { name: `Familjen ${name}`, language: "sv", eventIds: [ceremony.id, dinner.id], guests: guests.map(([guest, child]) => ({ name: guest, child: child ?? false })) }));
  }
  const both = { [ceremony.id]: true, [dinner.id]: true };
  await server.database.db.insert(householdReplies).values(
    households.map((household) => ({
      siteId,
      householdId: household.id,
      reply: { message: "", guests: household.guests.map((guest) => ({ guestId: guest.id, attending: both, dietary: "" })) } satisfies HouseholdReply,
    })),
  );
  return { siteId, dinner, guests: households.flatMap((household) => household.guests) };
}
