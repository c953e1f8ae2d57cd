import type { HouseholdReply } from "./reply";
import { WHOLE_DAY } from "./reply";
import type { TranslatedName } from "./types";

/**
 * Who is coming (issue 15, section 4): the guest list's answers counted per event, by guest and
 * by household, for the owner's answers overview. `GET /api/sites/{siteId}/guest-list/overview`.
 */

/** A guest's answer to one event: null until the household has answered for them. */
export type Attending = boolean | null;

export interface AttendanceCount {
  coming: number;
  notComing: number;
  notAnswered: number;
}

/** An event of the site, or the whole day (id WHOLE_DAY, no name) when the site has no events. */
export interface OverviewEvent {
  id: string;
  name: TranslatedName | null;
  guests: AttendanceCount;
  households: AttendanceCount;
}

export interface OverviewGuest {
  id: string;
  name: string;
  child: boolean;
  /** Per invited event (or WHOLE_DAY): the latest answer's choice. */
  attending: Record<string, Attending>;
  dietary: string;
}

/** An open-form send (the public RSVP) the owner matched to the household. */
export interface MatchedOpenAnswer {
  groupIdentifier: string;
  createdAt: string;
  guests: number;
}

/** Answered: it has a reply; changed: more than one; openForm: no reply, but an open-form send is matched to it. */
export type HouseholdStatus = "notAnswered" | "answered" | "changed" | "openForm";

export interface OverviewHousehold {
  id: string;
  name: string;
  /** The postal address, for the export. */
  address: string | null;
  tags: string[];
  /** The events it is invited to, in the site's order; [WHOLE_DAY] when the site has no events. */
  eventIds: string[];
  /** Its personal link on the site's address; null while the site has no address. */
  link: string | null;
  linkFirstOpenedAt: string | null;
  status: HouseholdStatus;
  /** The first reply's time, and the latest's when it changed its answer since. */
  answeredAt: string | null;
  changedAt: string | null;
  replies: number;
  message: string;
  remindersStoppedAt: string | null;
  guests: OverviewGuest[];
  openAnswers: MatchedOpenAnswer[];
}

/** One line of the caterer's list: a guest's dietary note and the events they come to. */
export interface DietaryNote {
  guestId: string;
  guestName: string;
  householdId: string;
  householdName: string;
  dietary: string;
  eventIds: string[];
}

export interface GuestListOverview {
  events: OverviewEvent[];
  households: OverviewHousehold[];
  dietary: DietaryNote[];
}

/** A reply as the history shows it. */
export interface HouseholdReplyEntry {
  id: string;
  createdAt: string;
  reply: HouseholdReply;
}

/** What the overview is computed from: the site's events in order and its households with their latest reply. */
export interface OverviewSource {
  events: { id: string; name: TranslatedName }[];
  households: (Omit<OverviewHousehold, "eventIds" | "status" | "message" | "guests"> & {
    eventIds: string[];
    guests: { id: string; name: string; child: boolean }[];
    latestReply: HouseholdReply | null;
  })[];
}

const zero = (): AttendanceCount => ({ coming: 0, notComing: 0, notAnswered: 0 });

function householdStatus(replies: number, openAnswers: number): HouseholdStatus {
  if (replies > 1) return "changed";
  if (replies === 1) return "answered";
  return openAnswers > 0 ? "openForm" : "notAnswered";
}

/**
 * Counts the answers: a guest is coming or not to an event by the household's latest reply,
 * and not answered when there is none (or it left the guest or event out, as for a guest added
 * later). A household comes to an event when one of its guests does, and does not when it
 * answered without anyone coming. Matched open-form sends are shown, not counted: they do not
 * say which guest comes to which event.
 */
export function guestListOverview(source: OverviewSource): GuestListOverview {
  // A household invited to no event answers for the whole day (as on its page), so that column is there whenever one is.
  const invitedTo = (invited: string[]) => {
    const events = source.events.filter((event) => invited.includes(event.id)).map((event) => event.id);
    return events.length ? events : [WHOLE_DAY];
  };
  const order = source.events.map((event) => event.id);
  if (order.length === 0 || source.households.some((household) => invitedTo(household.eventIds)[0] === WHOLE_DAY)) order.push(WHOLE_DAY);
  const counts = new Map(order.map((id) => [id, { guests: zero(), households: zero() }]));
  const dietary: DietaryNote[] = [];

  const households = source.households.map(({ latestReply, guests: stored, eventIds: invited, ...household }): OverviewHousehold => {
    const eventIds = invitedTo(invited);
    const answers = new Map((latestReply?.guests ?? []).map((guest) => [guest.guestId, guest]));
    const guests = stored.map((guest): OverviewGuest => {
      const answer = answers.get(guest.id);
      const attending = Object.fromEntries(eventIds.map((id) => [id, answer?.attending[id] ?? null]));
      return { ...guest, attending, dietary: answer?.dietary ?? "" };
    });
    for (const id of eventIds) {
      const count = counts.get(id)!;
      const choices = guests.map((guest) => guest.attending[id]);
      for (const choice of choices) count.guests[choice === true ? "coming" : choice === false ? "notComing" : "notAnswered"]++;
      count.households[choices.includes(true) ? "coming" : choices.includes(false) ? "notComing" : "notAnswered"]++;
    }
    for (const guest of guests) {
      const comingTo = eventIds.filter((id) => guest.attending[id] === true);
      if (guest.dietary !== "" && comingTo.length > 0) {
        dietary.push({ guestId: guest.id, guestName: guest.name, householdId: household.id, householdName: household.name, dietary: guest.dietary, eventIds: comingTo });
      }
    }
    return { ...household, eventIds, status: householdStatus(household.replies, household.openAnswers.length), message: latestReply?.message ?? "", guests };
  });

  const names = new Map(source.events.map((event) => [event.id, event.name]));
  return { events: order.map((id) => ({ id, name: names.get(id) ?? null, ...counts.get(id)! })), households, dietary };
}
