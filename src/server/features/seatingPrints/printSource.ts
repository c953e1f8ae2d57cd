import { eq } from "drizzle-orm";
import { translate } from "../../../domain/languages";
import { cardFacts } from "../../../domain/print/siteFacts";
import type { SeatingPlan } from "../../../domain/seating/plan";
import { isLegacyDocument } from "../../../modules/legacy/document";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import type { SiteRow } from "../../core";
import { guestEvents } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { readSeatingPlan } from "../seating/planRepository";
import { placedByTable } from "./placedGuests";
import { designSettings, printDesign, type PrintDesign } from "./printDesign";

/** What every seating print is made from: the plan, the event's name and the site's title and design, in the site's language. */
export interface PrintSource {
  plan: SeatingPlan;
  eventName: string;
  /** The couple's names as the site's first Header shows them; the event's name when there are none. */
  title: string;
  language: string;
  design: PrintDesign;
}

/** The couple's names from the site's Header, as the invitation card takes them. */
export function siteTitle(stored: unknown): string {
  if (isLegacyDocument(stored)) return "";
  try {
    return cardFacts(readSiteDocument(stored), null, { protocol: "https:", port: "" }).names.trim();
  } catch {
    return "";
  }
}

/**
 * The plan of one of the site's events with at least one guest at a table: 404 for an event
 * that is not this site's, 422 `noGuestsPlaced` when there is nothing to print.
 */
export async function printSource(deps: Deps, site: SiteRow, eventId: string): Promise<PrintSource> {
  const plan = isUuid(eventId) ? await readSeatingPlan(deps.db, site.id, eventId) : null;
  if (!plan) throw new ApiError(404, "notFound", "No such event");
  if (placedByTable(plan).length === 0) throw new ApiError(422, "noGuestsPlaced", "No guest is placed at a table");
  const settings = designSettings(site.document);
  const [event] = await deps.db.select({ name: guestEvents.name }).from(guestEvents).where(eq(guestEvents.id, eventId));
  const eventName = translate(event?.name, settings.language);
  return { plan, eventName, title: siteTitle(site.document) || eventName, language: settings.language, design: await printDesign(settings) };
}
