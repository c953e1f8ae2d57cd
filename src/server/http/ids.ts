/** The pattern of a UUID (as ids of sites, versions and image files), to build stricter patterns from. */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");

/** Whether an id from a URL can be looked up at all (PostgreSQL rejects a malformed uuid). */
export const isUuid = (value: string) => UUID.test(value);
