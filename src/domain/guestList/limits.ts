/** Bounds of one site's guest list (issue 15): each caps what one account can make the server store and list. */
export const HOUSEHOLDS_PER_SITE = 1000;
export const GUESTS_PER_SITE = 3000;
export const GUEST_EVENTS_PER_SITE = 20;
export const TAGS_PER_SITE = 50;
/** Guests in one household: a row of the list stays readable, and an import row cannot blow one household up. */
export const GUESTS_PER_HOUSEHOLD = 30;
/** Household ids one bulk action names: every household of a full list. */
export const BULK_HOUSEHOLDS_MAX = HOUSEHOLDS_PER_SITE;
export const HOUSEHOLD_NAME_MAX = 200;
export const GUEST_NAME_MAX = 200;
export const HOUSEHOLD_NOTE_MAX = 2000;
export const PHONE_MAX = 50;
/** A postal address: street, postcode and town, with room for c/o and a country. */
export const HOUSEHOLD_ADDRESS_MAX = 500;
export const TAG_MAX = 50;
export const GUEST_EVENT_NAME_MAX = 200;
export const GUEST_EVENT_PLACE_MAX = 500;
/** An event's travel note (bus times, parking) per language. */
export const GUEST_EVENT_TRAVEL_NOTE_MAX = 1000;
export const GUEST_EVENT_DRESS_CODE_MAX = 200;
/** The free text of an event's access information (beside its four marks). */
export const GUEST_EVENT_ACCESS_NOTE_MAX = 500;
/** The longest an event may last: a festival weekend, not a season. */
export const GUEST_EVENT_MAX_HOURS = 7 * 24;
/** Guest-list writes one account may make a minute; a bulk action counts once, however many households it names. */
export const GUEST_LIST_WRITES_PER_MINUTE = 120;
/** Imports (a preview counts) one account may start a minute: reading a full Excel file costs about a second of CPU. */
export const GUEST_LIST_IMPORTS_PER_MINUTE = 10;
/** A guest's dietary answer and a household's message with its reply. */
export const DIETARY_MAX = 500;
export const REPLY_MESSAGE_MAX = 2000;
