import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../../../domain/html";
import { translate, uiLanguageFor } from "../../../domain/languages";
import { SEAT_SEARCH_MAX_LENGTH, SEAT_SEARCH_MIN_LENGTH } from "../../../domain/seating/limits";
import { SEAT_FINDER_TEXTS, SEAT_SEARCH_PATH, seatLine } from "../../../domain/seating/seatFinderTexts";
import { marketTimeZone } from "../../../domain/timeZones";
import type { GuestEvent } from "../../../domain/guestList/types";
import type { GuestDocument } from "../../../modules/guestDocument";
import type { SiteSummary } from "../../core";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { gateDesign } from "../publicSite/gateDesign";
import { gatePage } from "../publicSite/page";
import { seatSearchLimit } from "./routes";
import { searchOpenSeats, type SeatSearch } from "./service";

/** The language of the search answer's path, `/hitta-din-plats` (the front page's) or `/{language}/hitta-din-plats`; null for any other path. */
export function seatSearchPathLanguage(path: string, available: string[], front: string): string | null {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  if (segments.length === 1 && segments[0] === SEAT_SEARCH_PATH) return front;
  if (segments.length === 2 && segments[1] === SEAT_SEARCH_PATH && available.includes(segments[0]!)) return segments[0]!;
  return null;
}

export interface SeatSearchPage {
  site: SiteSummary;
  document: GuestDocument;
  language: string;
  /** The page the answer leads back to: `/` or `/{language}`. */
  back: string;
  events: GuestEvent[];
  stylesheets: string[];
}

/**
 * The open page's search form's answer (decision 115), for a browser without script: the site's
 * design and names, the form again and at most SEAT_SEARCH_RESULTS_MAX seats, under the same
 * per-address limit as the JSON call. Never cached: it is the searcher's own.
 */
export async function serveSeatSearchPage(deps: Deps, request: FastifyRequest<{ Querystring: { q?: unknown } }>, reply: FastifyReply, page: SeatSearchPage) {
  const texts = SEAT_FINDER_TEXTS[uiLanguageFor(page.language)];
  const q = typeof request.query.q === "string" ? request.query.q : "";
  let found: SeatSearch | { refused: "tooMany" };
  try {
    await seatSearchLimit(deps).call(undefined as unknown as FastifyInstance, request, reply);
    found = await searchOpenSeats(deps, page.site.id, q, marketTimeZone(deps.config.brand.market), deps.now().getTime());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    found = { refused: "tooMany" };
  }
  const status = "seats" in found ? 200 : { tooShort: 422, tooLong: 422, notOpen: 404, tooMany: 429 }[found.refused];
  const action = `${page.back.replace(/\/$/, "")}/${SEAT_SEARCH_PATH}`;
  const form = `<form method="get" action="${escapeHtml(action)}" role="search" aria-label="${escapeHtml(texts.title)}"><label for="q">${escapeHtml(texts.searchLabel)}</label><input id="q" name="q" type="search" required minlength="${SEAT_SEARCH_MIN_LENGTH}" maxlength="${SEAT_SEARCH_MAX_LENGTH}" autocomplete="name" value="${escapeHtml(q.slice(0, SEAT_SEARCH_MAX_LENGTH))}"><button type="submit">${escapeHtml(texts.search)}</button></form>`;
  const names = new Map(page.events.map((event) => [event.id, translate(event.name, page.language, page.document.language)]));
  const severalEvents = "seats" in found && new Set(found.seats.map((seat) => seat.eventId)).size > 1;
  const answer =
    "seats" in found
      ? found.seats.length === 0
        ? `<p role="status">${escapeHtml(texts.noneFound)}</p>`
        : `<p role="status">${escapeHtml(texts.found)}</p><ul class="seats">${found.seats.map((seat) => `<li>${escapeHtml(seatLine(texts, seat))}${severalEvents ? ` (${escapeHtml(names.get(seat.eventId) ?? "")})` : ""}</li>`).join("")}</ul>`
      : `<p role="alert">${escapeHtml(texts[found.refused])}</p>`;
  const main = `<h1>${escapeHtml(texts.title)}</h1>${form}${answer}<p class="login"><a href="${escapeHtml(page.back)}">${escapeHtml(texts.toPage)}</a></p>`;
  const design = gateDesign(page.document, page.language, page.stylesheets);
  reply.header("cache-control", "private, no-store");
  return reply.status(status).send(gatePage(uiLanguageFor(page.language), `${texts.title} · ${design.names || texts.title}`, design, main));
}
