import type { BulkHouseholdChange, GuestEventValues, HouseholdValues } from "../../../domain/guestList/types";
import { GUEST_EVENTS_PER_SITE, GUESTS_PER_SITE, HOUSEHOLDS_PER_SITE, TAGS_PER_SITE } from "../../../domain/guestList/limits";
import { eventDateProblem } from "../../../domain/guestList/eventDates";
import { marketTimeZone } from "../../../domain/timeZones";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { SiteRow } from "../../core";
import { countOwnEvents, deleteGuestEvent, insertGuestEvent, listGuestEvents, reorderGuestEvents, updateGuestEvent, type GuestEventRow } from "./eventRepository";
import {
  deleteHousehold,
  findHousehold,
  guestListCounts,
  insertHousehold,
  lockGuestList,
  regenerateLinkToken,
  setInvitation,
  setTag,
  updateHousehold,
  type HouseholdRow,
} from "./repository";
import { storedSiteLanguages } from "./siteLanguages";
import { freeSeatsOfHouseholds } from "../seating/freeSeats";

type GuestListDeps = Pick<Deps, "db" | "now">;
type GuestEventDeps = GuestListDeps & { config: Pick<Deps["config"], "brand"> };

const overBound = (what: string, max: number, field: string) => new ApiError(422, "invalidInput", `A guest list holds at most ${max} ${what}`, [field]);
const noSuchHousehold = () => new ApiError(404, "notFound", "No such household on this site");
const noSuchEvent = () => new ApiError(404, "notFound", "No such event on this site");

/** Runs a write under the site's guest-list lock, so the bounds hold with writes at the same time. */
const locked = <T>(deps: GuestListDeps, siteId: string, work: (tx: Executor) => Promise<T>): Promise<T> =>
  deps.db.transaction(async (tx) => {
    await lockGuestList(tx, siteId);
    return work(tx);
  });

/** The rules every stored household meets: a site language, the site's own events, and the list's bounds with it. */
export async function checkHousehold(tx: Executor, site: SiteRow, values: HouseholdValues, replacing?: string): Promise<void> {
  if (!storedSiteLanguages(site.document).includes(values.language)) throw new ApiError(422, "invalidInput", `The site is not offered in ${values.language}`, ["language"]);
  if ((await countOwnEvents(tx, site.id, values.eventIds)) !== values.eventIds.length) throw new ApiError(422, "invalidInput", "An event is not one of this site's events", ["eventIds"]);
  const counts = await guestListCounts(tx, site.id, replacing);
  if (counts.households + 1 > HOUSEHOLDS_PER_SITE) throw overBound("households", HOUSEHOLDS_PER_SITE, "body");
  if (counts.guests + values.guests.length > GUESTS_PER_SITE) throw overBound("guests", GUESTS_PER_SITE, "guests");
  if (new Set([...counts.tags, ...values.tags]).size > TAGS_PER_SITE) throw overBound("tags", TAGS_PER_SITE, "tags");
}

export async function createHousehold(deps: GuestListDeps, site: SiteRow, values: HouseholdValues): Promise<HouseholdRow> {
  return locked(deps, site.id, async (tx) => {
    await checkHousehold(tx, site, values);
    return (await findHousehold(tx, site.id, await insertHousehold(tx, site.id, values, deps.now())))!;
  });
}

export async function replaceHousehold(deps: GuestListDeps, site: SiteRow, householdId: string, values: HouseholdValues): Promise<HouseholdRow> {
  return locked(deps, site.id, async (tx) => {
    if (!(await findHousehold(tx, site.id, householdId))) throw noSuchHousehold();
    await checkHousehold(tx, site, values, householdId);
    await updateHousehold(tx, site.id, householdId, values, deps.now());
    await freeSeatsOfHouseholds(tx, site.id, [householdId], deps.now());
    return (await findHousehold(tx, site.id, householdId))!;
  });
}

export async function removeHousehold(deps: GuestListDeps, site: SiteRow, householdId: string): Promise<void> {
  if (!(await deleteHousehold(deps.db, site.id, householdId))) throw noSuchHousehold();
}

export async function newHouseholdLink(deps: GuestListDeps, site: SiteRow, householdId: string): Promise<string> {
  const token = await regenerateLinkToken(deps.db, site.id, householdId, deps.now());
  if (!token) throw noSuchHousehold();
  return token;
}

/** A tag or invitation for many households; returns how many changed (households of other sites are never touched). */
export async function bulkChange(deps: GuestListDeps, site: SiteRow, change: BulkHouseholdChange): Promise<number> {
  return locked(deps, site.id, async (tx) => {
    if ("tag" in change) {
      if (change.action === "addTag") {
        const { tags } = await guestListCounts(tx, site.id);
        if (!tags.includes(change.tag) && tags.length >= TAGS_PER_SITE) throw overBound("tags", TAGS_PER_SITE, "tag");
      }
      return setTag(tx, site.id, change.householdIds, change.tag, change.action === "addTag", deps.now());
    }
    if ((await countOwnEvents(tx, site.id, [change.eventId])) !== 1) throw noSuchEvent();
    const changed = await setInvitation(tx, site.id, change.householdIds, change.eventId, change.action === "invite");
    if (change.action === "uninvite") await freeSeatsOfHouseholds(tx, site.id, change.householdIds, deps.now());
    return changed;
  });
}

/** An event's times must fall within the site's range (decision 106). */
function checkEventDates(deps: GuestEventDeps, site: SiteRow, values: GuestEventValues): void {
  const problem = eventDateProblem(values, { publishedUntil: site.activeExpireDate, now: deps.now(), timeZone: marketTimeZone(deps.config.brand.market) });
  if (problem) throw new ApiError(422, "invalidInput", problem.message, [problem.field]);
}

export async function createGuestEvent(deps: GuestEventDeps, site: SiteRow, values: GuestEventValues): Promise<GuestEventRow> {
  checkEventDates(deps, site, values);
  return locked(deps, site.id, async (tx) => {
    if ((await listGuestEvents(tx, site.id)).length >= GUEST_EVENTS_PER_SITE) throw overBound("events", GUEST_EVENTS_PER_SITE, "body");
    return insertGuestEvent(tx, site.id, values, deps.now());
  });
}

export async function changeGuestEvent(deps: GuestEventDeps, site: SiteRow, eventId: string, values: GuestEventValues): Promise<GuestEventRow> {
  checkEventDates(deps, site, values);
  const row = await updateGuestEvent(deps.db, site.id, eventId, values, deps.now());
  if (!row) throw noSuchEvent();
  return row;
}

export async function removeGuestEvent(deps: GuestListDeps, site: SiteRow, eventId: string): Promise<void> {
  if (!(await deleteGuestEvent(deps.db, site.id, eventId))) throw noSuchEvent();
}

/** The new order must name each of the site's events exactly once. */
export async function reorderEvents(deps: GuestListDeps, site: SiteRow, eventIds: string[]): Promise<GuestEventRow[]> {
  return locked(deps, site.id, async (tx) => {
    const current = (await listGuestEvents(tx, site.id)).map((event) => event.id);
    const given = new Set(eventIds);
    if (given.size !== eventIds.length || given.size !== current.length || current.some((id) => !given.has(id))) {
      throw new ApiError(422, "invalidInput", "The order must name every event of this site once", ["eventIds"]);
    }
    await reorderGuestEvents(tx, site.id, eventIds);
    return listGuestEvents(tx, site.id);
  });
}
