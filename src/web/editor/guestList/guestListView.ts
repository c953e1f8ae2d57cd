import type { GuestEvent, Household } from "../../../domain/guestList/types";

/** What the guest-list page hands its parts (toolbar buttons, the events section, the table). */
export interface GuestListView {
  siteId: string;
  /** The site's own address (its host), null until it is published. */
  host: string | null;
  /** The site's languages, the first its main one. */
  languages: string[];
  households: Household[];
  events: GuestEvent[];
  /** Households the owner has selected in the table (bulk actions, sending to some). */
  selectedIds: string[];
  /** Loads the list again after a change. */
  reload: () => Promise<void>;
}
