import { z } from "zod";

/**
 * Who may do what with a site (decision 101). The owner is the site's account
 * (`sites.account_id`); everyone else on it is a member with one of these roles.
 */
export const MEMBER_ROLES = ["co-owner", "toastmaster", "helper"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type SiteRole = "owner" | MemberRole;
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/**
 * Each owner route states one of these.
 * - edit: change the site and everything it holds (page, address, payments, guest list,
 *   answers' deletion, cards), and invite or remove people other than the owner.
 * - readGuestList: the guest list and who is coming, read-only.
 * - readAnswers: the RSVP, form and speech answers and their export, read-only.
 * - owner: what only the owner does (nothing of a site's data; kept for deleting the site).
 */
export type SitePermission = "edit" | "readGuestList" | "readAnswers" | "owner";

const ALLOWED: Record<SitePermission, readonly SiteRole[]> = {
  owner: ["owner"],
  edit: ["owner", "co-owner"],
  readGuestList: ["owner", "co-owner", "toastmaster"],
  readAnswers: ["owner", "co-owner", "toastmaster", "helper"],
};

export function mayDo(role: SiteRole, permission: SitePermission): boolean {
  return ALLOWED[permission].includes(role);
}

/** The roles a permission lets in, for the docs' table of routes. */
export const rolesAllowed = (permission: SitePermission): readonly SiteRole[] => ALLOWED[permission];

/** Pending invitations a site may have at once, and invitation mails a site may send in any 24 hours. */
export const PENDING_INVITATIONS_MAX = 20;
export const INVITATION_MAILS_PER_DAY = 30;
/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

export const invitationInput = z.object({
  mail: z.string().trim().max(254).pipe(z.email()),
  role: memberRoleSchema,
});
export type InvitationInput = z.infer<typeof invitationInput>;
