import { JOIN_REQUESTS_PENDING_MAX, JOIN_REQUESTS_PER_SITE_PER_DAY } from "../../../domain/guestList/joinRequestLimits";
import { joinRequestInput, type JoinRequest } from "../../../domain/guestList/joinRequests";
import type { GuestMailSendResult } from "../../../domain/guestList/mail";
import { householdInput, type Household } from "../../../domain/guestList/types";
import type { Executor } from "../../db/client";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import type { SiteRow } from "../../core";
import { listGuestEvents } from "../guestList/eventRepository";
import { sendGuestMails } from "../guestList/mail/send";
import { presentHousehold } from "../guestList/presenter";
import { findHousehold, insertHousehold, lockGuestList } from "../guestList/repository";
import { checkHousehold } from "../guestList/service";
import { storedSiteLanguages } from "../guestList/siteLanguages";
import { presentJoinRequest } from "./presenter";
import { decideJoinRequest, hasGuestList, insertJoinRequest, lockJoinRequest, requestCounts } from "./repository";

type JoinDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

const DAY_MS = 24 * 60 * 60 * 1000;
const noSuchRequest = () => new ApiError(404, "notFound", "No such request on this site");

/**
 * A guest's request to join (decision 103): only on a site with a guest list, within the site's
 * bounds (30 a day, 100 waiting), counted under the guest-list lock. No mail: the couple sees
 * it in the guest list. A filled honeypot is answered as a success and stored nowhere.
 */
export async function submitJoinRequest(deps: JoinDeps, site: Pick<SiteRow, "id">, body: unknown): Promise<{ received: true }> {
  const input = parseInput(joinRequestInput, body);
  if (!(await hasGuestList(deps.db, site.id))) throw new ApiError(404, "notFound", "This site takes no requests to join its guest list");
  if (input.website !== "") return { received: true };
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockGuestList(tx, site.id);
    const counts = await requestCounts(tx, site.id, new Date(now.getTime() - DAY_MS));
    if (counts.recent >= JOIN_REQUESTS_PER_SITE_PER_DAY || counts.pending >= JOIN_REQUESTS_PENDING_MAX) {
      throw new ApiError(429, "tooManyRequests", "This site has taken as many requests as it can for now");
    }
    await insertJoinRequest(tx, { siteId: site.id, name: input.name, mail: input.mail, message: input.message, language: input.language, now });
  });
  return { received: true };
}

/** The household an approval makes: the name as household and guest, the page's language when the site has it, invited to every event. */
async function householdValues(tx: Executor, site: SiteRow, request: { name: string; mail: string; message: string; language: string }) {
  const languages = storedSiteLanguages(site.document);
  const events = await listGuestEvents(tx, site.id);
  return parseInput(householdInput, {
    name: request.name,
    mail: request.mail,
    language: languages.includes(request.language) ? request.language : languages[0],
    note: request.message,
    guests: [{ name: request.name }],
    eventIds: events.map((event) => event.id),
  });
}

/** The invitation through the guest list's own send: once per household ever, so a second tap mails nobody. */
async function invite(deps: JoinDeps, site: SiteRow, householdId: string): Promise<GuestMailSendResult | { refused: string }> {
  try {
    return await sendGuestMails(deps, site, { kind: "invitation", recipients: { householdIds: [householdId] } }, "once");
  } catch (error) {
    // An unpublished site, an ended publication or the mail bounds: the household stands, the couple sends later.
    if (error instanceof ApiError) return { refused: error.code };
    throw error;
  }
}

export interface JoinApproval {
  request: JoinRequest;
  household: Household | null;
  invitation: GuestMailSendResult | { refused: string };
}

/**
 * Approves a request in one transaction under the guest-list lock and the request's row lock:
 * a household with a personal link, within the list's bounds; then the invitation. A request
 * already approved answers the same household again; a declined one is a 409.
 */
export async function approveJoinRequest(deps: JoinDeps, site: SiteRow, requestId: string): Promise<JoinApproval> {
  const now = deps.now();
  const decided = await deps.db.transaction(async (tx) => {
    await lockGuestList(tx, site.id);
    const request = await lockJoinRequest(tx, site.id, requestId);
    if (!request) throw noSuchRequest();
    if (request.status === "declined") throw new ApiError(409, "joinRequestDecided", "This request was declined");
    if (request.status === "approved") return request;
    const values = await householdValues(tx, site, request);
    await checkHousehold(tx, site, values);
    return decideJoinRequest(tx, request.id, "approved", await insertHousehold(tx, site.id, values, now), now);
  });
  const household = decided.householdId ? await findHousehold(deps.db, site.id, decided.householdId) : undefined;
  return {
    request: presentJoinRequest(decided),
    household: household ? presentHousehold(household) : null,
    invitation: household ? await invite(deps, site, household.id) : { refused: "notFound" },
  };
}

/** Declines a waiting request: kept, marked declined, no mail. An approved one is a 409 (delete its household instead). */
export async function declineJoinRequest(deps: JoinDeps, site: SiteRow, requestId: string): Promise<JoinRequest> {
  return deps.db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, site.id, requestId);
    if (!request) throw noSuchRequest();
    if (request.status === "approved") throw new ApiError(409, "joinRequestDecided", "This request was approved");
    return presentJoinRequest(request.status === "declined" ? request : await decideJoinRequest(tx, request.id, "declined", null, deps.now()));
  });
}
