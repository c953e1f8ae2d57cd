import type { HouseholdReply } from "./reply";

/**
 * What a household's personal page hands its RSVP island (issue 15), as JSON in that page only:
 * the household's guests, the events it is invited to in the page's language, and its current
 * answer. The shared guest page never carries it.
 */
export interface HouseholdPage {
  token: string;
  name: string;
  guests: { id: string; name: string; child: boolean }[];
  /** The events to answer, in the site's order; one WHOLE_DAY entry when the household has none. */
  events: { id: string; name: string; when: string | null; place: string | null }[];
  /** The latest reply, or null before the first. */
  reply: HouseholdReply | null;
  /** When the latest reply was stored (ISO), or null. */
  answeredAt: string | null;
  /** The deadline as the page's language writes it, or null without one. */
  deadline: string | null;
  /** Past the deadline: the answer is shown, read-only. */
  closed: boolean;
  /** Ask for the postal address: none is known and the household has neither given nor skipped it (decision 105). */
  askAddress: boolean;
}

