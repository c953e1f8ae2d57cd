import type { HouseholdPage } from "../../../domain/guestList/householdPage";
import { REPLY_CLOSED_TEXTS } from "../../../domain/guestList/replyClosed";
import { householdReplyInput, WHOLE_DAY, type HouseholdReply } from "../../../domain/guestList/reply";
import { replyProblems } from "../../../domain/guestList/replyRules";
import { formatLocale, translate } from "../../../domain/languages";
import { SITE_TIME_ZONE } from "../../../modules/countdown/countdown";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { ApiError, parseInput } from "../../http/errors";
import type { GuestEventRow } from "../guestList/eventRepository";
import type { HouseholdRow } from "../guestList/repository";
import { checkPostKey, POST_KEY_LIFETIME_MS } from "../guestForms/postKeys";
import { sendGuard } from "../guestForms/sendGuard";
import { queueReplyNotice, prepareReplyNotice } from "./notice";
import { insertGuardedReply, insertReply, invitedEvents, latestReply, replyCount, rsvpDeadline, type StoredReply } from "./repository";
import { freeSeatsOfHouseholds } from "../seating/freeSeats";

type ReplyDeps = Pick<Deps, "db" | "now" | "jobs">;

/** What a reply call answers: the household's current answer and whether it has changed it. */
export interface ReplyAnswer {
  reply: HouseholdReply;
  answeredAt: string;
  changed: boolean;
}

/** The keys a reply's attendance takes: the invited events, or the whole day when there are none. */
const answerKeys = (events: GuestEventRow[]) => (events.length ? events.map((event) => event.id) : [WHOLE_DAY]);

const dateTime = (language: string, options: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat(formatLocale(language), { ...options, timeZone: SITE_TIME_ZONE });
  } catch {
    return new Intl.DateTimeFormat("en", { ...options, timeZone: SITE_TIME_ZONE });
  }
};

/** The personal page's RSVP data, with event names, times and places in the page's language; `events` are those it is invited to (invitedEvents), which the page's schedule shows too. */
export async function householdPage(deps: Pick<Deps, "db" | "now">, siteId: string, household: HouseholdRow, events: GuestEventRow[], language: string, token: string): Promise<HouseholdPage> {
  const [latest, deadline] = await Promise.all([latestReply(deps.db, household.id), rsvpDeadline(deps.db, siteId)]);
  const when = dateTime(language, { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
  return {
    token,
    name: household.name,
    guests: household.guests.map(({ id, name, child }) => ({ id, name, child })),
    events: events.map((event) => ({ id: event.id, name: translate(event.name, language), when: event.startsAt ? when.format(event.startsAt) : null, place: translate(event.place, language) || null })),
    reply: latest?.reply ?? null,
    answeredAt: latest?.createdAt.toISOString() ?? null,
    deadline: deadline ? dateTime(language, { day: "numeric", month: "long", year: "numeric" }).format(deadline) : null,
    closed: deadline !== null && deps.now() > deadline,
    askAddress: household.address === null && household.addressAskedAt === null,
  };
}

/** The reply parsed and checked against the household's own guests and invitations; 422 naming the field otherwise. */
async function checkedReply(db: Executor, siteId: string, household: HouseholdRow, body: unknown): Promise<HouseholdReply> {
  const reply = parseInput(householdReplyInput, body);
  const keys = answerKeys(await invitedEvents(db, siteId, household));
  const problems = replyProblems(reply, household.guests.map((guest) => guest.id), keys);
  if (problems.length) throw new ApiError(422, "invalidInput", problems.map((problem) => problem.message).join("; "), problems.map((problem) => problem.field));
  return reply;
}

async function answerOf(db: Executor, household: HouseholdRow, stored: StoredReply): Promise<ReplyAnswer> {
  return { reply: stored.reply, answeredAt: stored.createdAt.toISOString(), changed: (await replyCount(db, household.id)) > 1 };
}

/**
 * A household's reply through its personal link: refused after the deadline; stored with its
 * post key's use, so a double submit stores once (the second gets the answer the first stored);
 * the couple's notice is queued in the same transaction.
 */
export async function submitHouseholdReply(deps: ReplyDeps & Pick<Deps, "config">, siteId: string, household: HouseholdRow, body: unknown, postKey: string): Promise<ReplyAnswer> {
  const deadline = await rsvpDeadline(deps.db, siteId);
  if (deadline && deps.now() > deadline) throw new ApiError(409, "replyClosed", "The RSVP closed at its deadline", undefined, { errorDescription: REPLY_CLOSED_TEXTS[deps.config.brand.brand] });
  const reply = await checkedReply(deps.db, siteId, household, body);
  const now = deps.now();
  // The token already names the household: the key is for exactly-once, not a robot check.
  const timing = { minAgeMs: 0, lifetimeMs: POST_KEY_LIFETIME_MS };
  await prepareReplyNotice(deps);
  const stored = await deps.db.transaction(async (tx) => {
    const row = await insertGuardedReply(tx, sendGuard(postKey, "rsvp", now, timing), { siteId, householdId: household.id, reply, now });
    if (row) {
      await queueReplyNotice(deps, tx, { siteId, householdId: household.id }, now);
      await freeSeatsOfHouseholds(tx, siteId, [household.id], now);
    }
    return row;
  });
  if (stored) return answerOf(deps.db, household, stored);
  if ((await checkPostKey(deps.db, postKey, "rsvp", now, timing)) !== "used") throw new ApiError(422, "invalidInput", "The send key is unknown or expired; fetch a new one", ["postKey"]);
  const current = await latestReply(deps.db, household.id);
  if (!current) throw new ApiError(422, "invalidInput", "The send key was used for another send", ["postKey"]);
  return answerOf(deps.db, household, current);
}

/**
 * The owner's change of a household's answer: any time, deadline or not, stored as a reply of its
 * own; no notice to the couple (they made it), but a seat of a guest now not coming is freed.
 */
export async function ownerSetsReply(deps: Pick<Deps, "db" | "now">, siteId: string, household: HouseholdRow, body: unknown): Promise<ReplyAnswer> {
  const reply = await checkedReply(deps.db, siteId, household, body);
  const now = deps.now();
  const stored = await deps.db.transaction(async (tx) => {
    const row = await insertReply(tx, { siteId, householdId: household.id, reply, now });
    await freeSeatsOfHouseholds(tx, siteId, [household.id], now);
    return row;
  });
  return answerOf(deps.db, household, stored);
}
