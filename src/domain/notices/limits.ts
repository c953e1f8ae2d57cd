/** The notices' named limits (decision 108), zod-free: the guest banner imports them without a schema library. */

/** A notice is read on a phone's banner at a glance: a text message's length. */
export const NOTICE_TEXT_MAX = 300;
/** How far ahead a notice's expiry may be: the weekend and some days around it. */
export const NOTICE_DAYS_AHEAD_MAX = 14;
/** Notices a site may have showing at once: a banner, not a feed. */
export const NOTICES_LIVE_MAX = 20;
/** Notices a site may post in an hour (every post may mail the guest list). */
export const NOTICES_PER_SITE_PER_HOUR = 20;
/** How often an open guest page asks for the notices while it is visible. */
export const NOTICE_POLL_MS = 10_000;
