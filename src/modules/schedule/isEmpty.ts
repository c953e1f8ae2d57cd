/**
 * Never empty by its own fields: its content is the guest list's events, which the page
 * decides on per reader (publicSite's schedule.ts leaves it off a page without any).
 */
export const isEmptySchedule = () => false;
