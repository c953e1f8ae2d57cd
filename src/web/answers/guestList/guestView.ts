import { formatDateTime } from "../../../domain/dates";
import type { DietaryNote, GuestListOverview, OverviewEvent, OverviewHousehold } from "../../../domain/guestList/overview";
import { translate } from "../../../domain/languages";
import type { ExportTable } from "../excelExport";
import type { GuestViewTexts } from "./texts";
import { fill } from "../../../domain/fill";

/** The guest view's pure parts: event names, status texts, filters, the caterer's list as text and the Excel sheet. */

export const GUEST_FILTERS = ["all", "notAnswered", "coming", "notComing", "children", "dietary"] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];

export const eventName = (event: Pick<OverviewEvent, "name">, language: string, texts: GuestViewTexts) => (event.name ? translate(event.name, language) : texts.wholeDay);

export function statusText(household: OverviewHousehold, texts: GuestViewTexts): string {
  const when = household.status === "changed" ? household.changedAt : household.answeredAt;
  return fill(texts.status[household.status], { date: when ? formatDateTime(when) : "" });
}

const answers = (household: OverviewHousehold) => household.guests.flatMap((guest) => Object.values(guest.attending));

/** Does the household show under the filter and the search (a household's or a guest's name, any case)? */
export function householdShown(household: OverviewHousehold, filter: GuestFilter, search: string): boolean {
  const query = search.trim().toLocaleLowerCase();
  if (query && ![household.name, ...household.guests.map((guest) => guest.name)].some((name) => name.toLocaleLowerCase().includes(query))) return false;
  switch (filter) {
    case "all":
      return true;
    case "notAnswered":
      return household.status === "notAnswered";
    case "coming":
      return answers(household).includes(true);
    case "notComing":
      return answers(household).includes(false);
    case "children":
      return household.guests.some((guest) => guest.child);
    case "dietary":
      return household.guests.some((guest) => guest.dietary !== "");
  }
}

/** The caterer's list as plain lines, for the clipboard: guest (household): note – events. */
export function dietaryText(notes: DietaryNote[], events: OverviewEvent[], language: string, texts: GuestViewTexts): string {
  const names = new Map(events.map((event) => [event.id, eventName(event, language, texts)]));
  const many = events.length > 1;
  return notes.map((note) => `${note.guestName} (${note.householdName}): ${note.dietary}${many ? ` – ${note.eventIds.map((id) => names.get(id)).join(", ")}` : ""}`).join("\n");
}

/** The guest-list sheet of the answers export: one row per guest, an answer column per event, the household's postal address. */
export function guestListSheet(overview: GuestListOverview, language: string, texts: GuestViewTexts): ExportTable {
  const { sheetHeader, coming, notComing } = texts;
  const header = [sheetHeader.household, sheetHeader.guest, sheetHeader.child, ...overview.events.map((event) => eventName(event, language, texts)), sheetHeader.dietary, sheetHeader.status, sheetHeader.address, sheetHeader.link];
  const rows = overview.households.flatMap((household) =>
    household.guests.map((guest) => [
      household.name,
      guest.name,
      guest.child ? texts.yes : "",
      ...overview.events.map((event) => {
        if (!(event.id in guest.attending)) return "";
        const choice = guest.attending[event.id];
        return choice === true ? coming : choice === false ? notComing : texts.notAnswered;
      }),
      guest.dietary,
      statusText(household, texts),
      household.address ?? "",
      household.link ?? "",
    ]),
  );
  return { sheetName: texts.sheetName, header, rows };
}
