/**
 * The key a guest's attendance is stored under when the site has no events: the spec's single
 * RSVP. Apart from the reply's schema, so the guest page's RSVP reads it without zod.
 */
export const WHOLE_DAY = "day";
