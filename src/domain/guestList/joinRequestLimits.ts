/** Asking to join a site's guest list from its open RSVP (decision 103): its bounds, without zod, so the guest page can read them. */
export const JOIN_REQUEST_NAME_MAX = 100;
export const JOIN_REQUEST_MESSAGE_MAX = 1000;
export const JOIN_REQUEST_MAIL_MAX = 254;
export const JOIN_REQUEST_BODY_LIMIT = 8 * 1024;
/** Requests a site takes in any 24 hours, and how many may wait for the couple at once. */
export const JOIN_REQUESTS_PER_SITE_PER_DAY = 30;
export const JOIN_REQUESTS_PENDING_MAX = 100;
/** Requests one address may send in an hour: a family asking for two, not a script. */
export const JOIN_REQUESTS_PER_IP_PER_HOUR = 5;
