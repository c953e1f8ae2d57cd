/** Bounds of a seating plan (zod-free: the owner's page, the guest page and the server share them). */
export const SEATING_TABLES_PER_PLAN = 100;
/** Seats at one table: a long banquet table for a whole small wedding. */
export const SEATS_PER_TABLE_MAX = 40;
export const TABLE_NAME_MAX = 60;
/** "Keep these apart" and "keep these together" pairs, each. */
export const SEATING_PAIRS_MAX = 100;
/** The room drawing's coordinate space: a table's centre lies within it. */
export const ROOM_WIDTH = 2000;
export const ROOM_HEIGHT = 1400;
/** Seat changes in one call: a bulk move of every guest of a full list. */
export const SEAT_CHANGES_MAX = 3000;
/** Seating writes one account may make a minute: drags and keyboard moves are single calls. */
export const SEATING_WRITES_PER_MINUTE = 300;
/** "Placera åt mig" runs one account may start a minute: one run costs up to a second of CPU. */
export const PLACEMENTS_PER_MINUTE = 10;
/** Print and export files (place cards, poster, caterer's list) one account may make a minute. */
export const SEATING_EXPORTS_PER_MINUTE = 10;
/**
 * Place-card and poster PDFs one account may have drawn an hour: the largest holds the one shared
 * browser for about 45 s, so no account can keep the invitation cards' renders waiting for long.
 */
export const SEATING_RENDERS_PER_HOUR = 30;
/** "Hitta din plats" on the open page: searches per IP a minute, the shortest query and the most answers. */
export const SEAT_SEARCHES_PER_MINUTE = 20;
export const SEAT_SEARCH_MIN_LENGTH = 3;
export const SEAT_SEARCH_MAX_LENGTH = 100;
export const SEAT_SEARCH_RESULTS_MAX = 5;
