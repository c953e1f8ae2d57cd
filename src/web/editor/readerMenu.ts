import type { SiteRole } from "../../domain/siteRoles";
import { editsSite } from "../../kit/api/sitePeople";

/** The editor menu's entries, in their order. */
export type MenuItem = "home" | "versions" | "showRsvp" | "guestList" | "seating" | "guestPhotos" | "notices" | "invitations" | "people" | "feedback" | "help" | "account";

/**
 * What the editor's menu offers (decision 101). Quick start has no account; a site's owner and
 * co-owners get everything; a toastmaster or helper only what they may read: Visa OSA (whose
 * Gäster tab is a toastmaster's guest list), Personer and their own account, and a toastmaster
 * the guests' photos (readGuestList: to look at them and download them, decision 119). While the role is
 * not known yet (`undefined`) the menu holds only what every role has, so nobody sees a tool
 * that then vanishes.
 */
export function menuItems({ quickStart, wedding, role }: { quickStart: boolean; wedding: boolean; role: SiteRole | undefined }): MenuItem[] {
  if (quickStart) return ["home", "showRsvp", ...(wedding ? (["invitations"] as const) : []), "help"];
  if (role === "toastmaster") return ["showRsvp", "guestPhotos", "people", "feedback", "help", "account"];
  if (role === undefined || !editsSite(role)) return ["showRsvp", "people", "feedback", "help", "account"];
  return ["home", "versions", "showRsvp", "guestList", "seating", "guestPhotos", "notices", ...(wedding ? (["invitations"] as const) : []), "people", "feedback", "help", "account"];
}

/**
 * Whether a role that only reads may open a page of /redigera/{siteId}/, given the path below it
 * ("visa-osa/gaster"). Every other page (the editor canvas, Versioner, Gäster's editor, cards,
 * addresses, the site's account page) changes the site or answers 403, so it sends them to Visa OSA.
 */
export function readerMayOpen(role: SiteRole, below: string): boolean {
  const page = below.replace(/^\/+|\/+$/g, "");
  if (page === "visa-osa" || page === "visa-osa/fragor" || page === "personer") return true;
  return (page === "visa-osa/gaster" || page === "gastbilder") && role === "toastmaster";
}
