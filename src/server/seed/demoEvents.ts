import type { Market } from "../../domain/brands";
import type { GuestEventInput } from "../../domain/guestList/types";
import { marketTimeZone } from "../../domain/timeZones";
import { wallToInstant } from "../../domain/zonedTime";
import { defaultCountdownDate } from "../../modules/countdown/countdown";
import { readDateTime } from "../../modules/starter/format";

/** The venues of each market's couple (demoDocument.ts): the weekend's addresses. */
const PLACES = {
  se: { venue: "Grand Hôtel Saltsjöbaden", brunch: "Restaurang Sjöpaviljongen, Saltsjöbaden" },
  dk: { venue: "Skodsborg Strandhotel", brunch: "Skodsborg Strandpark" },
} as const;

/**
 * The demo wedding's weekend (issue 34) around the countdown's day: welcome drinks the evening
 * before and a brunch the morning after, both on the open page; the ceremony and the dinner
 * for invited households only. Times are the site's wall clock on those days.
 */
export function demoEvents(now: Date, market: Market): GuestEventInput[] {
  const day = readDateTime(defaultCountdownDate(now))!;
  const zone = marketTimeZone(market);
  const at = (days: number, hour: number, minute = 0) => new Date(wallToInstant(Date.UTC(day.year, day.month - 1, day.day + days, hour, minute), zone)).toISOString();
  const places = PLACES[market];
  const say = (sv: string, en: string, da: string): Record<string, string> => (market === "dk" ? { da, en } : { sv, en });
  const map = (location: string) => ({ location, zoom: 14, mapTheme: "NORMAL" as const, markerColor: "#b4533c" });
  const train = say(
    "Saltsjöbanan går från Slussen var 20:e minut; kliv av i Saltsjöbaden och gå fem minuter längs vattnet.",
    market === "dk" ? "The Kystbanen train leaves Copenhagen Central every 10 minutes; get off at Skodsborg and walk five minutes." : "The Saltsjöbanan train leaves Slussen every 20 minutes; get off at Saltsjöbaden and walk five minutes along the water.",
    "Kystbanen kører fra København H hvert 10. minut; stå af i Skodsborg og gå fem minutter.",
  );
  return [
    {
      name: say("Välkomstdrink", "Welcome drinks", "Velkomstdrink"),
      startsAt: at(-1, 19),
      endsAt: at(-1, 22),
      place: say("Baren", "The bar", "Baren"),
      map: map(places.venue),
      travelNote: train,
      dressCode: say("Vardagsfint", "Smart casual", "Pænt hverdagstøj"),
      access: { stepFree: true, parkingNearby: true },
      isPublic: true,
    },
    {
      name: say("Vigsel", "Ceremony", "Vielse"),
      startsAt: at(0, 15),
      endsAt: at(0, 16),
      place: say("Trädgården (salongen om det regnar)", "The garden (the salon if it rains)", "Haven (salonen, hvis det regner)"),
      map: map(places.venue),
      travelNote: train,
      dressCode: say("Kavaj", "Lounge suit", "Jakkesæt"),
      access: { stepFree: true, hearingLoop: true, note: say("Stolar med armstöd längst fram.", "Chairs with armrests at the front.", "Stole med armlæn forrest.") },
    },
    {
      name: say("Middag och fest", "Dinner and party", "Middag og fest"),
      startsAt: at(0, 18),
      endsAt: at(1, 1),
      place: say("Stora salen", "The great hall", "Den store sal"),
      map: map(places.venue),
      dressCode: say("Kavaj", "Lounge suit", "Jakkesæt"),
      access: { stepFree: true, quietRoom: true, note: say("Ett tyst rum finns en trappa upp, med hiss.", "A quiet room is one floor up, with a lift.", "Et stille rum findes en etage oppe, med elevator.") },
    },
    {
      name: say("Brunch", "Brunch", "Brunch"),
      startsAt: at(1, 11),
      place: say("Vid vattnet", "By the water", "Ved vandet"),
      map: map(places.brunch),
      travelNote: say("Tio minuters promenad från hotellet.", "A ten-minute walk from the hotel.", "Ti minutters gang fra hotellet."),
      access: { parkingNearby: true },
      isPublic: true,
    },
  ];
}
