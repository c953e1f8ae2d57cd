import { fill } from "../../../domain/fill";
import { ERROR_TEXTS, type ErrorCode } from "../../../domain/errors";
import type { UiLanguage } from "../../../domain/languages";
import { INVITATION_DAYS, INVITATION_MAILS_PER_DAY, PENDING_INVITATIONS_MAX, type InvitationInput, type MemberRole, type SiteRole } from "../../../domain/siteRoles";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashToken, newToken } from "../../security/tokens";
import { findAccount, prepareMail, queueMail, type SiteAccess } from "../../core";
import { invitationMail } from "./mail";
import {
  countInvitationsSince,
  deleteMember,
  insertInvitation,
  insertMember,
  isOnSite,
  listMembers,
  listPendingInvitations,
  lockSite,
  takeInvitation,
  withdrawInvitations,
} from "./repository";

const DAY_MS = 86_400_000;

/** A refusal whose texts name its bound. */
function bounded(status: number, code: ErrorCode & ("pendingInvitationsLimit" | "invitationMailsDailyLimit"), max: number): ApiError {
  const text = (language: UiLanguage) => fill(ERROR_TEXTS[code][language], { max });
  return new ApiError(status, code, text("en"), undefined, { errorDescription: { sv: text("sv"), en: text("en"), da: text("da") } });
}

/** Who is on the site: its owner, its members and (for those who may edit) the invitations waiting for an answer. */
export async function people(deps: Deps, { site, role }: SiteAccess) {
  const owner = await findAccount(deps.db, site.accountId);
  const members = await listMembers(deps.db, site.id);
  const editor = role === "owner" || role === "co-owner";
  return {
    yourRole: role,
    people: [
      { accountId: site.accountId, mail: owner?.mail ?? "", role: "owner" as SiteRole },
      ...members.map((member) => ({ accountId: member.accountId, mail: member.mail, role: member.role as SiteRole })),
    ],
    invitations: editor
      ? (await listPendingInvitations(deps.db, site.id, deps.now())).map((row) => ({ _id: row.id, mail: row.mail, role: row.role as MemberRole, expiresAt: row.expiresAt.toISOString() }))
      : [],
  };
}

/**
 * Invites `mail` with a role, replacing a pending invitation to the same address. Bounded per
 * site: pending invitations at once, and invitations (each a mail) in any 24 hours.
 */
export async function invite(deps: Deps, access: SiteAccess, input: InvitationInput, language: UiLanguage): Promise<void> {
  const { site, accountId } = access;
  const inviter = await findAccount(deps.db, accountId);
  const token = newToken();
  const now = deps.now();
  await prepareMail(deps);
  await deps.db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    if (await isOnSite(tx, site.id, input.mail)) throw new ApiError(409, "alreadyOnSite", "That mail is already on the site", ["mail"]);
    if ((await countInvitationsSince(tx, site.id, new Date(now.getTime() - DAY_MS))) >= INVITATION_MAILS_PER_DAY) throw bounded(429, "invitationMailsDailyLimit", INVITATION_MAILS_PER_DAY);
    await withdrawInvitations(tx, site.id, now, { mail: input.mail });
    if ((await listPendingInvitations(tx, site.id, now)).length >= PENDING_INVITATIONS_MAX) throw bounded(422, "pendingInvitationsLimit", PENDING_INVITATIONS_MAX);
    const tokenHash = hashToken(token);
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    await insertInvitation(tx, { siteId: site.id, mail: input.mail, role: input.role, tokenHash, invitedBy: accountId, expiresAt, createdAt: now });
    const facts = {
      to: input.mail,
      inviter: inviter?.mail ?? "",
      role: input.role,
      site: site.host ?? deps.config.brand.name,
      link: `${deps.config.appUrl}/bli-med/${token}`,
      days: INVITATION_DAYS,
      brand: deps.config.brand.name,
    };
    await queueMail(deps, invitationMail(facts, language), { key: `site-invitation:${tokenHash}`, tx });
  });
}

export async function withdraw(deps: Deps, { site }: SiteAccess, invitationId: string): Promise<void> {
  if ((await withdrawInvitations(deps.db, site.id, deps.now(), { id: invitationId })) === 0) throw new ApiError(404, "notFound", "No such pending invitation on this site");
}

/** Takes a member off the site; their very next request is refused, since every request reads the membership. */
export async function removeMember(deps: Deps, { site }: SiteAccess, accountId: string): Promise<void> {
  if (accountId === site.accountId) throw new ApiError(403, "forbidden", "The owner cannot be removed");
  if (!(await deleteMember(deps.db, site.id, accountId))) throw new ApiError(404, "notFound", "No such person on this site");
}

export async function leave(deps: Deps, { site, accountId, role }: SiteAccess): Promise<void> {
  if (role === "owner") throw new ApiError(422, "ownerCannotLeave", "The owner cannot leave their own site");
  await deleteMember(deps.db, site.id, accountId);
}

/** The logged-in account accepts an invitation by its token: it joins the site with the invitation's role. */
export async function accept(deps: Deps, accountId: string, token: string): Promise<{ siteId: string; role: MemberRole }> {
  return deps.db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, hashToken(token), deps.now());
    if (!invitation) throw new ApiError(404, "invitationInvalid", "No such live invitation");
    const account = await findAccount(deps.db, accountId);
    if (account && (await isOnSite(tx, invitation.siteId, account.mail))) throw new ApiError(409, "alreadyOnSite", "This account is already on the site");
    await insertMember(tx, { siteId: invitation.siteId, accountId, role: invitation.role, invitedBy: invitation.invitedBy });
    return { siteId: invitation.siteId, role: invitation.role };
  });
}
