/** The RSVP of a household's personal page, in place of the open one: a chunk of its own, which only personal pages load. */
export const HOUSEHOLD_RSVP_VIEW = () => import("./HouseholdRsvp");
